/**
 * Each company figure is stated once, in content/site.yaml, and pages show it by id. The content
 * check refuses an id that names no figure, and text anywhere else in content/ that states a
 * figure with another number ("98% client satisfaction" where the figure says 99%) or another
 * label ("500+ projects completed" where it says "Projects delivered"): one fact, one value, one
 * label. The statement's rule words what it finds in a text, for the check and the CMS alike.
 */
import { escapeRegExp } from '../text/escape';

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

/** A word as two wordings compare it: lower case, without a plural s. */
const stem = (word: string) => word.toLowerCase().replace(/s$/, '');
const wordsOf = (text: string) => text.split(/[^\p{L}\d’'-]+/u).filter(Boolean);

/**
 * Each statement in `text` of a figure's label with a number other than the figure's, and where
 * it starts. A line break may fall anywhere in it, as in a wrapped paragraph (YAML's folded text,
 * Markdown's soft breaks).
 */
const otherNumbers = (figures: readonly Figure[], text: string) =>
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

/**
 * Each statement in `text` of a figure's value with another wording of its label ("500+ projects
 * completed" where the figure is "Projects delivered"): the words after the value share a word
 * with the label of a figure of that value, but are not the label of any. Words that share none
 * ("24/7 monitoring", "10+ years") say something else and pass.
 */
const otherLabels = (figures: readonly Figure[], text: string) =>
  [...new Set(figures.map((figure) => figure.value))].flatMap((value) => {
    const same = figures.filter((figure) => figure.value === value);
    const length = Math.max(...same.map((figure) => wordsOf(figure.label).length));
    return [...text.matchAll(new RegExp(`(?<![\\w.,/])${escapeRegExp(value)}(?![\\w+%/])`, 'g'))].flatMap(
      ({ index }) => {
        const after = text.slice(index + value.length);
        const words = wordsOf(after.split(/[.;:!?\n(]|,\s/)[0]!).slice(0, length);
        const said = words.join(' ');
        if (!said || same.some((figure) => said.toLowerCase().startsWith(figure.label.toLowerCase()))) return [];
        const shared = (figure: Figure) =>
          wordsOf(figure.label).filter((word) => word.length > 3 && words.some((w) => stem(w) === stem(word))).length;
        const closest = [...same].sort((a, b) => shared(b) - shared(a))[0]!;
        return shared(closest)
          ? [
              {
                index,
                words: `states ${value} as “${said}”, but the company figure ${closest.id} is “${closest.label}” (content/site.yaml); write “${value} ${closest.label}” or change the figure’s label`,
              },
            ]
          : [];
      },
    );
  });

/** Both, once each: a number stated with another figure's label is that figure's other number. */
const statements = (figures: readonly Figure[], text: string) => {
  const numbers = otherNumbers(figures, text);
  return [...numbers, ...otherLabels(figures, text).filter(({ index }) => !numbers.some((n) => n.index === index))];
};

/** What the CMS says under a field whose value states a figure with another number. */
export const figuresIn = (figures: readonly Figure[]) => (text: string) =>
  statements(figures, text).map(({ words }) => words);

/** Each statement in a file of a figure with another number, on the line where it starts. */
export const statedFigureProblems = (figures: readonly Figure[], file: string, text: string) =>
  statements(figures, text)
    .sort((a, b) => a.index - b.index)
    .map(({ index, words }) => `${file}:${text.slice(0, index).split('\n').length}: ${words}`);
