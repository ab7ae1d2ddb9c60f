/**
 * A place spelled two ways reads as two places. The site writes each the way its closed lists do
 * (the careers locations: lib/content/vocabulary.ts), and the content check refuses the other
 * spelling anywhere in content/, one line for each place it is found. Server-only: it reads files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from './dir.cjs';

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

export function* contentFiles(dir: string, shown: string): Generator<[file: string, shown: string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* contentFiles(join(dir, entry.name), `${shown}/${entry.name}`);
    else if (/\.(ya?ml|md)$/.test(entry.name)) yield [join(dir, entry.name), `${shown}/${entry.name}`];
  }
}

/** Every other spelling in the content folder. */
export function contentSpellingProblems(root = process.cwd()): string[] {
  return [...contentFiles(join(root, contentDir()), contentDir())].flatMap(([file, shown]) =>
    spellingProblems(shown, readFileSync(file, 'utf8')),
  );
}
