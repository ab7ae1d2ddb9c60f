/**
 * A place spelled two ways reads as two places. The site writes each the way its closed lists do
 * (the careers locations: lib/content/vocabulary.ts), and the content check refuses the other
 * spelling anywhere in content/, one line for each place it is found. Likewise an e-mail address
 * at the company's own domain that Company details does not list: a typo or an old address, which
 * would quietly lose the mail sent to it. Each rule words what it finds in one line of text: the
 * check prints it after the file and line, the CMS under the field (cms/text-rules.ts).
 */
import type { Site } from './schemas';

/** Another spelling, and the one the site uses. */
export const SPELLINGS: Readonly<Record<string, string>> = {
  Bengaluru: 'Bangalore',
  Bombay: 'Mumbai',
  Poona: 'Pune',
};

/** Each problem `said` finds in a line of `text`, as the content check prints it: file, line, words. */
export const byLine = (said: (line: string) => string[]) => (file: string, text: string) =>
  text.split('\n').flatMap((line, i) => said(line).map((words) => `${file}:${i + 1}: ${words}`));

/** Each other spelling `line` uses, with the site's. */
export const spellingsIn = (line: string) =>
  Object.entries(SPELLINGS)
    .filter(([other]) => new RegExp(`\\b${other}\\b`).test(line))
    .map(([other, ours]) => `"${other}": the site spells it "${ours}"; write "${ours}"`);

export const spellingProblems = byLine(spellingsIn);

/** The addresses Company details lists, the only ones at the company's domains content may name. */
export const companyAddresses = (site: Pick<Site, 'email' | 'grievanceOfficer' | 'securityEmail'>) => [
  site.email,
  site.grievanceOfficer.email,
  site.securityEmail,
];

/** Each address in `line` at one of the company's domains that is not one of `addresses`. */
export function addressesIn(addresses: readonly string[]) {
  const domains = new Set(addresses.map((address) => address.split('@')[1]!.toLowerCase()));
  return (line: string) =>
    [...line.matchAll(/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g)]
      .map(([address]) => address)
      .filter(
        (address) => domains.has(address.split('@')[1]!.toLowerCase()) && !addresses.includes(address.toLowerCase()),
      )
      .map(
        (address) =>
          `${address} is not one of the company’s addresses in Company details (${addresses.join(', ')}); write one of them`,
      );
}

/** Each line of `text` with an address at one of the company's domains that is not one of `addresses`. */
export const addressProblems = (addresses: readonly string[], file: string, text: string) =>
  byLine(addressesIn(addresses))(file, text);
