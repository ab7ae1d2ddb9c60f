/**
 * A place spelled two ways reads as two places. The site writes each the way its closed lists do
 * (the careers locations: lib/content/vocabulary.ts), and the content check refuses the other
 * spelling anywhere in content/, one line for each place it is found. Likewise an e-mail address
 * at the company's own domain that Company details does not list: a typo or an old address, which
 * would quietly lose the mail sent to it. Server-only: it reads files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from './dir.cjs';
import { filesUnder } from './uploads';

/** Another spelling, and the one the site uses. */
export const SPELLINGS: Readonly<Record<string, string>> = {
  Bengaluru: 'Bangalore',
  Bombay: 'Mumbai',
  Poona: 'Pune',
};

/** Each line of `text` that uses another spelling, with the site's. */
export function spellingProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const [i, line] of text.split('\n').entries())
    for (const [other, ours] of Object.entries(SPELLINGS))
      if (new RegExp(`\\b${other}\\b`).test(line))
        problems.push(`${file}:${i + 1}: "${other}": the site spells it "${ours}"; write "${ours}"`);
  return problems;
}

/** Each line of `text` with an address at one of the company's domains that is not one of `addresses`. */
export function addressProblems(addresses: readonly string[], file: string, text: string): string[] {
  const domains = new Set(addresses.map((address) => address.split('@')[1]!.toLowerCase()));
  const problems: string[] = [];
  for (const [i, line] of text.split('\n').entries())
    for (const [address] of line.matchAll(/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g))
      if (domains.has(address.split('@')[1]!.toLowerCase()) && !addresses.includes(address.toLowerCase()))
        problems.push(
          `${file}:${i + 1}: ${address} is not one of the company’s addresses in Company details (${addresses.join(', ')}); write one of them`,
        );
  return problems;
}

/** A check of each content file's text (as `content/…` names it), over the whole content folder but its hidden files. */
export function scanContent(check: (file: string, text: string) => string[], root = process.cwd()): string[] {
  const dir = contentDir();
  return [...filesUnder(join(root, dir), dir)]
    .filter(([, shown]) => /\.(ya?ml|md)$/.test(shown) && !shown.slice(dir.length).includes('/.'))
    .flatMap(([file, shown]) => check(shown, readFileSync(file, 'utf8')));
}
