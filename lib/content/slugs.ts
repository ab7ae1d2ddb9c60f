/**
 * An entry's address is its file name, which the CMS makes from its title when the entry is
 * created (lib/content/cms-config.ts `slug`: accents cleaned, ASCII only): readable, never a
 * random one, never an address the site's routes keep for their own pages, and no two entries
 * of a list look alike. slugOf follows the CMS's making, so the form and the content check judge
 * a title by the address it gives. Pure: the CMS bundle carries it (cms/text-rules.ts).
 */
import { NO_ADDRESS, siteAddress } from './rule-words';

/** Letters that decomposing leaves whole, in their usual Latin spelling. */
const LATIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  þ: 'th',
  ŧ: 't',
};

/**
 * An apostrophe or a soft hyphen joins the letters on either side, where a hyphen would split a
 * word ("India’s" -> indias, not india-s); the CMS's own making is taught the same (scripts/cms-bundle.mjs).
 */
export const joinLetters = (title: string) => title.replace(/['’ʼ\u00AD]/g, '');

/** 'Café Größe 🚀' -> 'cafe-grosse': marks stripped, letters spelled out, everything else a hyphen. */
export function slugOf(title: string): string {
  return joinLetters(title)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/gu, (letter) => LATIN[letter] ?? '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The folder of a collection's pages, from the address of one (lib/paths.ts): the careers list's for paths.job. */
export const pageFolder = (page: (slug: string) => string): string => page('x').slice(0, -'x/'.length);

/**
 * What is wrong with a title as the source of its page's address under `folder`, where the
 * site's routes keep `reserved` (lib/content/load.ts routeNames): no address at all (emoji only),
 * or one of those. An empty title is the required rule's to word.
 */
export function addressProblem(title: string, folder: string, reserved: readonly string[]): string | undefined {
  if (!title.trim()) return undefined;
  const slug = slugOf(title);
  if (!slug) return NO_ADDRESS;
  return reserved.includes(slug) ? siteAddress(`${folder}${slug}/`) : undefined;
}
