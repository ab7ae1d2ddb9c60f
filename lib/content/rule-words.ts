/**
 * The words of every rule the CMS form checks before Save and the content check checks at
 * build, in one place, so an editor reads the same sentence beside the field and in a refused
 * publish's log. Where Sveltia words a rule itself (required, lengths, e-mail), these are its
 * English messages; where its message is wrong (a list's minimum), the field carries these.
 */

export const REQUIRED = 'This field is required.';
export const EMAIL = 'Please enter a valid email.';

export const tooShort = (min: number) => `You must enter at least ${min} character${min === 1 ? '' : 's'}.`;
export const tooLong = (max: number) => `You cannot enter more than ${max} character${max === 1 ? '' : 's'}.`;
export const belowMinimum = (min: number) => `The value must be greater than or equal to ${min}.`;
export const aboveMaximum = (max: number) => `The value must be less than or equal to ${max}.`;
export const choices = (named: readonly string[]) => `Choose one of: ${named.join(', ')}.`;

/** A reference to an entry that is not there: 'Names "phones", which is not a file in content/product-groups/.' */
export const notAnEntry = (slug: string, folder: string) =>
  `Names "${slug}", which is not a file in ${folder}; choose one that is.`;

/** A link, or a page's proof, naming a case study that states no results: 'Names "hybrid-cloud", whose …' */
export const proofWithoutResults = (slug: string, folder = 'content/case-studies/') =>
  `Names "${slug}", a case study without results (${folder}${slug}.yaml): a page may point buyers only to a study with its results; add them there, or name another.`;

/** A link to a page the site does not have, by its address as written; the message names the services list as an example. */
export const notAPage = (address: string) =>
  `Links to "${address}", which is no page of this site; link to a page the site has, e.g. /services/.`;

/** A link to a file (a picture, a PDF) the site does not serve, by its address as written. */
export const notAFile = (address: string) =>
  `Links to "${address}", which is no file of this site; check the address, or upload the file with the entry first.`;

/** A page that rests on an entry a draft deletes or changes: 'Publishing this takes "Compare …" (/products/compare/x/) off the site; …' */
export const pageRemoved = (page: string) =>
  `Publishing this takes ${page} off the site: the page rests on an entry this draft deletes or changes (a comparison needs two products of its kind). Keep the entry, or ask a developer to retire the page.`;

/** A second entry for one person: 'Names "Vikram Sethi", who is already content/people/vikram-sethi.yaml; …' */
export const samePerson = (name: string, file: string) =>
  `Names "${name}", who is already ${file}; choose that person where they are named, or give this one another name.`;

/** A schema's own message ("must be a six-digit PIN code") as a sentence: "Must be a six-digit PIN code." */
export const asSentence = (message: string) =>
  `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;

/** 'Responsibility' -> 'responsibilities', 'Benefit' -> 'benefits'. */
const plural = (noun: string) => {
  const word = noun.toLowerCase();
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return /(?:s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;
};

/** How a list's items are counted: by their own name when they have one, else by the list's. */
const counted = (label: string, itemLabel: string | undefined) => (itemLabel ? plural(itemLabel) : label.toLowerCase());

/** A list a page is designed around holds exactly so many: "List exactly 6 features." */
const listExactly = (label: string, itemLabel: string | undefined, count: number) =>
  `List exactly ${count} ${count === 1 ? (itemLabel ?? 'item').toLowerCase() : counted(label, itemLabel)}.`;

/** A list's minimum: "Add at least 3 responsibilities." / "Add at least one tag." */
export function listMinimum(label: string, itemLabel: string | undefined, min: number, max?: number): string {
  if (max === min) return listExactly(label, itemLabel, min);
  return min === 1
    ? `Add at least one ${(itemLabel ?? 'item').toLowerCase()}.`
    : `Add at least ${min} ${counted(label, itemLabel)}.`;
}

/** A list's maximum: "List at most 3 related case studies." */
export function listMaximum(label: string, itemLabel: string | undefined, max: number, min?: number): string {
  if (min === max) return listExactly(label, itemLabel, max);
  return `List at most ${max} ${max === 1 ? (itemLabel ?? 'item').toLowerCase() : counted(label, itemLabel)}.`;
}

/** A field's label where the schema gives none, as the CMS form shows it: 'datePosted' -> 'Date posted'. */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A title that makes no address: 'Needs a letter or a digit: …'. */
export const NO_ADDRESS = 'Needs a letter or a digit: the page’s address is made from it.';

/** A title whose page would take an address the site's routes keep: 'Would make the page’s address /careers/page/, …'. */
export const siteAddress = (address: string) =>
  `Would make the page’s address ${address}, which the site keeps for a page of its own; choose another title.`;

/** A title another entry of the same list has: 'Is also the title of content/jobs/devops-engineer.yaml: …'. */
export const sameTitle = (file: string) =>
  `Is also the title of ${file}: two pages would look the same; give this one another title.`;

/** A character that reorders or hides text: 'Holds an invisible character (U+202E) …'. */
export const hiddenCharacter = (code: string) =>
  `Holds an invisible character (${code}) that reorders or hides the text around it; delete it.`;

/** Markdown typed into a field shown as plain text: 'Holds a list ("- Run the pipelines") …'. */
export const markdownInPlainText = (mark: string, found: string) =>
  `Holds ${mark} in Markdown ("${found}"), but this field is shown exactly as typed, marks and all: write it as plain words.`;

/** A break in an article's body, in the form: the line of the article, then the words the check prints after file and line. */
export const onLine = (line: number, words: string) => `Line ${line} of the text: ${words}`;
