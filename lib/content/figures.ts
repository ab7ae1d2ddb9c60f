/**
 * Each company figure is stated once, in content/site.yaml, and pages show it by id. The content
 * check refuses an id that names no figure, and text anywhere else in content/ that states a
 * figure with another number ("99% client satisfaction" where the figure says 98%): one fact,
 * one value. The statement's rule words what it finds in one line, for the check and the CMS alike
 * (byLine, lib/content/spellings.ts).
 */
import { escapeRegExp } from '../escape';
import { byLine } from './spellings';

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

/** Each statement in `line` of a figure's label with a number other than the figure's. */
export const figuresIn = (figures: readonly Figure[]) => (line: string) =>
  figures.flatMap(({ id, value, label }) =>
    [...line.matchAll(new RegExp(`(?<![\\w.,/])(\\d[\\d,./]*\\s?[+%]?)\\s+${escapeRegExp(label)}\\b`, 'gi'))]
      .map(([, number]) => number!)
      .filter((number) => number.replace(/\s/g, '') !== value)
      .map(
        (number) =>
          `states “${label.toLowerCase()}” as ${number}, but the company figure ${id} is ${value} (content/site.yaml); write ${value} or change the figure`,
      ),
  );

/** Each line of `text` that states a figure's label with a number other than the figure's. */
export const statedFigureProblems = (figures: readonly Figure[], file: string, text: string) =>
  byLine(figuresIn(figures))(file, text);
