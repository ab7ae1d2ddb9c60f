/**
 * Characters that reorder or hide text: a right-to-left override in a title turned the page's
 * <title> back to front. Bidirectional controls (U+202A–202E, U+2066–2069, the marks U+200E,
 * U+200F and U+061C) and zero-width characters (U+200B–200D, U+2060, U+FEFF) are refused in every
 * field of text and every Markdown body (a paragraph printed backwards), in the form
 * (cms/text-rules.ts) and in the check (lib/content/load.ts), in the same words. A zero-width
 * joiner inside an emoji (👩‍💻) is part of it and stays.
 */
import { hiddenCharacter } from './rule-words';

const HIDDEN =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u200C\u2060\uFEFF]|\u200D(?!\p{Extended_Pictographic})|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D/u;

/** The first hidden character of `text`, worded, or nothing. */
export function hiddenIn(text: string): string[] {
  const found = HIDDEN.exec(text)?.[0];
  return found ? [hiddenCharacter(`U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)] : [];
}

/** The first line of a Markdown body (1-based) that holds a hidden character, with its words. */
export function hiddenLine(body: string): { line: number; words: string } | undefined {
  for (const [i, text] of body.split('\n').entries()) {
    const [words] = hiddenIn(text);
    if (words) return { line: i + 1, words };
  }
  return undefined;
}
