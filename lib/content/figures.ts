/**
 * Each company figure is stated once, in content/site.yaml, and pages show it by id. The content
 * check refuses an id that names no figure, and text anywhere else in content/ that states a
 * figure with another number ("98% client satisfaction" where the figure says 99%): one fact,
 * one value. The statement's rule words what it finds in a text, for the check and the CMS alike.
 */
import { escapeRegExp } from '../escape';

export interface Figure {
  id: string;
  value: string;
  label: string;
}

/** Each id a page names that is not a figure's, worded by `at` (file, line and field label). */
export function figureIdProblems(
  figures: readonly Figure[],
  lists: { file: string; path: string[]; ids: readonly string[] }[],
  at: (file: string, path: readonly PropertyKey[]) => string,
) {
  return lists.flatMap(({ file, path, ids }) =>
    ids.flatMap((id, i) =>
      figures.some((figure) => figure.id === id)
        ? []
        : [
            `${at(file, [...path, i])}: "${id}" is not a company figure; choose one of ${figures.map((f) => f.id).join(', ')} (Company details → Company figures).`,
          ],
    ),
  );
}

/**
 * Each statement in `text` of a figure's label with a number other than the figure's, and where
 * it starts. A line break may fall anywhere in it, as in a wrapped paragraph (YAML's folded text,
 * Markdown's soft breaks).
 */
const statements = (figures: readonly Figure[], text: string) =>
  figures.flatMap(({ id, value, label }) =>
    [
      ...text.matchAll(
        new RegExp(`(?<![\\w.,/])(\\d[\\d,./]*\\s?[+%]?)\\s+${escapeRegExp(label).replace(/ /g, '\\s+')}\\b`, 'gi'),
      ),
    ]
      .filter(([, number]) => number!.replace(/\s/g, '') !== value)
      .map(({ index, 1: number }) => ({
        index,
        words: `states “${label.toLowerCase()}” as ${number!.trim()}, but the company figure ${id} is ${value} (content/site.yaml); write ${value} or change the figure`,
      })),
  );

/** What the CMS says under a field whose value states a figure with another number. */
export const figuresIn = (figures: readonly Figure[]) => (text: string) =>
  statements(figures, text).map(({ words }) => words);

/** Each statement in a file of a figure with another number, on the line where it starts. */
export const statedFigureProblems = (figures: readonly Figure[], file: string, text: string) =>
  statements(figures, text)
    .sort((a, b) => a.index - b.index)
    .map(({ index, words }) => `${file}:${text.slice(0, index).split('\n').length}: ${words}`);
