/**
 * The rules of an article's Markdown body, in one sentence the CMS shows before Save (the body
 * field's pattern: Sveltia takes one pattern and one message a field) and the content check
 * prints with the file, the line and what it found. Pure: the CMS bundle carries it too. Raw
 * HTML is refused rather than dropped or half-rendered: the page would show it as text.
 */

export const BODY_RULE =
  'Links must start with "/" (a page of this site), "#" or "mailto:"; at least one section starts with "## "; no line starts with "# " (the title is the page’s only heading of that level); headings start at "## " and go down one level at a time ("## " then "### ", never "## " then "#### "); every picture has alt text saying what it shows; no HTML tags such as <script> or <b> (use the toolbar).';

/**
 * A link or picture address that is not on this site (another host, a script, a data: address, a
 * relative path): inline, as a reference definition, or as an autolink.
 */
const OFF_SITE =
  /(?:\]\(\s*<?|^\s{0,3}\[[^\]]+\]:\s*<?)(?!\/(?!\/)|#|mailto:)([^\s>]*)|<((?!mailto:)[A-Za-z][A-Za-z0-9+.-]*:[^>\s]*)>/;
/** A picture without alt text: `![](…)`. */
const NO_ALT = /!\[\s*\]\(/;
/** A tag or comment, unless escaped (`\<b>` is how the CMS's editor writes a typed "<b>"). */
const HTML = /(?<!\\)<(?:[A-Za-z][A-Za-z0-9-]*(?=[\s/>])|\/[A-Za-z]|!--)/;
const TITLE = /^# /m;
const SECTION = /^## /m;
const HEADING = /^(#{2,6}) /;
/**
 * A heading two or more levels below the one before it (lines between start no heading), or a
 * "### " and below before the first "## ": a screen reader's outline of the page would skip a level.
 */
const SKIPPED = String.raw`(?:[\s\S]*(?:^|\n)(?<level>#{2,5}) [^\n]*\n(?:(?!#{1,6} )[^\n]*\n)*\k<level>#{2,} |(?:(?!## )[^\n]*\n)*#{3,6} )`;

/**
 * A photo the CMS holds until Save, which the article's editor writes with the blob: address the
 * CMS gives it (`![alt](blob:…)`): Save uploads it to the media folder and writes its path there.
 */
const PENDING_PICTURE = String.raw`(?<=!\[[^\]\n]*\]\(\s*<?)blob:`;

/**
 * The body field's pattern for the CMS (compiled there without flags): matches a body that keeps
 * every rule, taking a photo it holds until Save.
 */
export const BODY_PATTERN = `^(?![\\s\\S]*(?:${OFF_SITE.source.replace('^', '(?:^|\\n)').replace('mailto:)', `mailto:|${PENDING_PICTURE})`)}))(?![\\s\\S]*${NO_ALT.source})(?![\\s\\S]*${HTML.source})(?![\\s\\S]*(?:^|\\n)# )(?!${SKIPPED})(?=[\\s\\S]*(?:^|\\n)## )[\\s\\S]*$`;

/** The first place a body breaks a rule: its line (1-based, within the body) and what is there. */
export function bodyBreak(body: string): { line: number; found: string } | undefined {
  const lines = body.split('\n');
  // The level of the heading before: a section starts at 2, one below the page's title.
  let level = 1;
  for (const [i, text] of lines.entries()) {
    const link = OFF_SITE.exec(text);
    // The capture runs to the link's closing parenthesis, which is not part of the address.
    if (link) return { line: i + 1, found: (link[1] ?? '').replace(/\)$/, '') || link[2] || '(an empty address)' };
    if (TITLE.test(text) || HTML.test(text) || NO_ALT.test(text)) return { line: i + 1, found: text };
    const heading = HEADING.exec(text)?.[1]?.length;
    if (heading && heading > level + 1) return { line: i + 1, found: text };
    if (heading) level = heading;
  }
  if (!SECTION.test(body)) return { line: 1, found: 'no "## " section heading' };
  return undefined;
}

/** A link to a path of this site, inline or as a reference definition; the address ends at a space, ">" or ")". */
const PAGE_LINK = /(?:\]\(\s*<?|^\s{0,3}\[[^\]]+\]:\s*<?)(\/(?!\/)[^\s>)]*)/g;

/**
 * The first link of a body to a page the site does not have, by its line (1-based, within the
 * body): `routes` are the site's pages (lib/pages/all.ts), each written /like/this/. A file (a dot
 * in the last part, e.g. a datasheet's PDF) is not a page; a part of a page (#…) or a query is
 * judged by its page.
 */
export function unknownPage(body: string, routes: ReadonlySet<string>): { line: number; found: string } | undefined {
  for (const [i, text] of body.split('\n').entries()) {
    for (const [, address] of text.matchAll(PAGE_LINK)) {
      const path = address!.replace(/[?#].*$/, '');
      if (/\.[^/]*$/.test(path)) continue;
      if (!routes.has(path.endsWith('/') ? path : `${path}/`)) return { line: i + 1, found: address! };
    }
  }
  return undefined;
}
