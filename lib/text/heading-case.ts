/**
 * The specification's heading case, title case ("Key Features & Offerings"): short function words
 * stay lower-case inside a heading, and a word that already holds a capital (IoT, SAP) stays as written.
 */
const MINOR = new Set(
  'a an the and but or nor as at by for from in into of off on onto per to up via vs with'.split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:[.’'][\p{L}\p{N}]+)*/gu;

export function headingCase(text: string): string {
  const words = [...text.matchAll(WORD)];
  return words.reduceRight((result, { 0: word, index: start }, i) => {
    const before = text.slice(0, start);
    const alone = /(^|\s)$/.test(before) && /^(\s|$)/.test(text.slice(start + word.length));
    const opens = i === 0 || i === words.length - 1 || /([:—–]|\s-)\s*$/.test(before);
    const minor = !opens && MINOR.has(word.toLowerCase());
    let cased = word;
    if (minor && alone && /^\p{Lu}\p{Ll}*$/u.test(word)) cased = word.toLowerCase();
    else if (!minor && /^\p{Ll}[\p{Ll}\p{N}.’']*$/u.test(word)) cased = word[0]!.toUpperCase() + word.slice(1);
    return result.slice(0, start) + cased + result.slice(start + word.length);
  }, text);
}
