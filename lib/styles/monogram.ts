import { gradientNames, type GradientName } from '@/lib/content/vocabulary';

const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'shri', 'smt']);

/** The letters a portrait without a photo shows: the first and last names', titles left out. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !TITLES.has(word.replace(/\.$/, '').toLowerCase()));
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}

/**
 * A person's own gradient, chosen by their name so it is the same on every page and differs
 * between the people shown side by side more often than not.
 */
export function personGradient(name: string): GradientName {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return gradientNames[hash % gradientNames.length]!;
}
