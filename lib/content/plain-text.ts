/**
 * Fields of text are shown as typed: `**bold**`, a list or a link typed into a job's summary
 * appeared on the careers list with its stars and brackets. Only a Markdown body formats; in any
 * other field the marks are refused, in the form (cms/text-rules.ts) and in the check
 * (lib/content/load.ts), in the same words.
 */
import { markdownInPlainText } from './rule-words';

const MARKS: readonly [RegExp, string][] = [
  [/\*\*[^*\n]+\*\*|__[^_\n]+__/, 'bold'],
  [/!?\[[^\]\n]+\]\([^)\s]*\)/, 'a link'],
  [/^[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+\S[^\n]*/m, 'a list'],
  [/^#{1,6} /m, 'a heading'],
];

/** The first Markdown mark of `text`, worded, or nothing. */
export function markdownIn(text: string): string[] {
  for (const [mark, name] of MARKS) {
    const found = mark.exec(text)?.[0];
    if (found) return [markdownInPlainText(name, found.trim())];
  }
  return [];
}
