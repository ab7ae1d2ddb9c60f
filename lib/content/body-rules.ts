import { notAFile, notAPage } from './rule-words';

/**
 * The rules of an article's Markdown body, each in a sentence of its own, which the CMS shows
 * before Save with the line (cms/text-rules.ts) and the content check prints after the file and
 * line, each followed by what is there: an editor reads the one rule broken, not the whole list.
 * Pure: the CMS bundle carries it too. Raw HTML (pasted from Word, an iframe) is refused rather
 * than dropped or half-rendered: the page would show it as text.
 */
export const BODY_RULES = {
  link: 'Links must start with "/" (a page of this site), "#" or "mailto:".',
  title: 'No line may start with "# ": the title is the page’s only heading of that level; start sections with "## ".',
  skipped: 'Headings go down one level at a time: "## " then "### ", never "## " then "#### ".',
  html: 'No HTML tags such as <script>, <iframe> or <b>, nor text pasted with its formatting from Word: use the toolbar.',
  section: 'At least one section must start with "## ".',
  alt: 'Every picture needs alt text saying what it shows: ![What it shows](…).',
} as const;

/**
 * A link or picture address that is not on this site (another host, a script, a data: address, a
 * relative path): inline, as a reference definition, or as an autolink.
 */
const OFF_SITE =
  /(?:\]\(\s*<?|^\s{0,3}\[[^\]]+\]:\s*<?)(?!\/(?!\/)|#|mailto:)([^\s>]*)|<((?!mailto:)[A-Za-z][A-Za-z0-9+.-]*:[^>\s]*)>/;
/** A picture without alt text: `![](…)`. */
const NO_ALT = /!\[\s*\]\(/;
/**
 * The address of a photo the CMS holds until Save, which the article's editor writes with the
 * blob: address the CMS gives it (`![alt](blob:…)`): Save uploads it and writes its path there.
 */
const PENDING_PICTURE = /(?<=!\[[^\]\n]*\]\(\s*<?)blob:[^\s)>]*/g;
/** A tag or comment, unless escaped (`\<b>` is how the CMS's editor writes a typed "<b>"). */
const HTML = /(?<!\\)<(?:[A-Za-z][A-Za-z0-9-]*(?=[\s/>])|\/[A-Za-z]|!--)/;
const TITLE = /^# /m;
const SECTION = /^## /m;
const HEADING = /^(#{2,6}) /;
/** Where a body breaks a rule or holds a hidden character: its line (1-based, within the body), the rule's words and what is there. */
export interface BodyBreak {
  line: number;
  rule: string;
  found: string;
}

/**
 * The first place a body breaks a rule. A heading two or more levels below the one before it, or a
 * "### " before the first "## ", would make a screen reader's outline of the page skip a level.
 * `pending` (the CMS's form) takes a photo held until Save; a saved file never has one.
 */
export function bodyBreak(body: string, { pending = false } = {}): BodyBreak | undefined {
  const lines = body.split('\n');
  // The level of the heading before: a section starts at 2, one below the page's title.
  let level = 1;
  for (const [i, line] of lines.entries()) {
    const text = pending ? line.replace(PENDING_PICTURE, '/') : line;
    const link = OFF_SITE.exec(text);
    // The capture runs to the link's closing parenthesis, which is not part of the address.
    const at = (rule: string, found = line) => ({ line: i + 1, rule, found });
    if (TITLE.test(text)) return at(BODY_RULES.title);
    // Before the links: Word's <o:p> would read as an address with a scheme.
    if (HTML.test(text)) return at(BODY_RULES.html);
    if (link) return at(BODY_RULES.link, (link[1] ?? '').replace(/\)$/, '') || link[2] || '(an empty address)');
    if (NO_ALT.test(text)) return at(BODY_RULES.alt);
    const heading = HEADING.exec(text)?.[1]?.length;
    if (heading && heading > level + 1) return at(BODY_RULES.skipped);
    if (heading) level = heading;
  }
  if (!SECTION.test(body)) return { line: 1, rule: BODY_RULES.section, found: 'no "## " section heading' };
  return undefined;
}

/** A break in the words the form and the check both print, after the line and after file and line. */
export const bodyWords = ({ rule, found }: BodyBreak) => `${rule} Found: ${found}`;

/** A link to a path of this site, inline or as a reference definition; the address ends at a space, ">" or ")". */
const PAGE_LINK = /(?:\]\(\s*<?|^\s{0,3}\[[^\]]+\]:\s*<?)(\/(?!\/)[^\s>)]*)/g;

/** Each link of a body to a path of this site: its line (1-based, within the body), the address as written, and its path without a part (#…) or query. */
function* siteLinks(body: string) {
  for (const [i, text] of body.split('\n').entries())
    for (const [, address] of text.matchAll(PAGE_LINK))
      yield { line: i + 1, found: address!, path: address!.replace(/[?#].*$/, '') };
}

/** A path whose last part has a dot is a file; a page's is written /like/this/. */
const isFile = (path: string) => /\.[^/]*$/.test(path);
const asPage = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The first link of a body to a page or a file the site does not have, by its line (1-based,
 * within the body), worded: `routes` are the site's pages (lib/pages/all.ts), each written
 * /like/this/, and the files it serves (a picture, a datasheet's PDF), each by its path. A part of
 * a page (#…) or a query is judged by its page. `pending` is a folder whose new files only the
 * content check knows (the CMS's uploads before Save).
 */
export function unknownPage(
  body: string,
  routes: ReadonlySet<string>,
  pending?: string,
): { line: number; found: string; words: string } | undefined {
  for (const { line, found, path } of siteLinks(body)) {
    if (isFile(path)) {
      if (!routes.has(path) && !(pending && path.startsWith(pending))) return { line, found, words: notAFile(found) };
    } else if (!routes.has(asPage(path))) return { line, found, words: notAPage(found) };
  }
  return undefined;
}

/** The first link of a body to one of `pages` (each written /like/this/), by its line; a file is no page. */
export function linkTo(
  body: string,
  pages: ReadonlySet<string>,
): { line: number; found: string; page: string } | undefined {
  for (const { line, found, path } of siteLinks(body))
    if (!isFile(path) && pages.has(asPage(path))) return { line, found, page: asPage(path) };
  return undefined;
}
