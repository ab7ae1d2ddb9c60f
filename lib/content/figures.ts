/**
 * Each company figure is stated once, in content/site.yaml, and pages show it by id. The content
 * check refuses an id that names no figure, and text anywhere else in content/ that states a
 * figure with another number ("99% client satisfaction" where the figure says 98%): one fact,
 * one value. Server-only for the scan of files; the rest is pure.
 */
import { scanContent } from './spellings';

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each line of `text` that states a figure's label with a number other than the figure's. */
export function statedFigureProblems(figures: readonly Figure[], file: string, text: string): string[] {
  const problems: string[] = [];
  for (const [i, line] of text.split('\n').entries())
    for (const { id, value, label } of figures) {
      const stated = new RegExp(`(?<![\\w.,/])(\\d[\\d,./]*\\s?[+%]?)\\s+${escape(label)}\\b`, 'gi');
      for (const [, number] of line.matchAll(stated))
        if (number!.replace(/\s/g, '') !== value)
          problems.push(
            `${file}:${i + 1}: states “${label.toLowerCase()}” as ${number}, but the company figure ${id} is ${value} (content/site.yaml); write ${value} or change the figure`,
          );
    }
  return problems;
}

/** Every statement of a figure in content/ other than the figures themselves. */
export function contentFigureProblems(figures: readonly Figure[], root = process.cwd()): string[] {
  return scanContent(
    (file, text) => (file.endsWith('/site.yaml') ? [] : statedFigureProblems(figures, file, text)),
    root,
  );
}
