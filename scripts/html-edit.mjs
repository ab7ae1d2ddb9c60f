/**
 * Edits exported HTML by the positions an HTML parser (parse5) reports, so scripts, comments
 * and attributes are recognised the way a browser does, while every byte outside an edit stays
 * exactly as Next wrote it (inline script bodies keep the text the CSP hashes were taken from).
 */
import { parse } from 'parse5';

// The post-build steps ask several questions of each page in turn (its script contract, its
// startup scripts, its preloads, then the edit): the last page's tree answers them all, parsed
// once. Callers only read the tree; edits are made on the text by offset.
let last = { html: '', tree: parse('', { sourceCodeLocationInfo: true }) };
export function parseHtml(html) {
  if (html !== last.html) last = { html, tree: parse(html, { sourceCodeLocationInfo: true }) };
  return last.tree;
}

/**
 * Every element under `node` in source order, template contents included unless `templates` is
 * false (what the document shows: a template's content is not part of it).
 */
export function* elements(node, { templates = true } = {}) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    yield child;
    if (child.tagName !== 'template') yield* elements(child, { templates });
    else if (templates) yield* elements(child.content, { templates });
  }
}

export const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value;

export const isCspMeta = (element) =>
  element.tagName === 'meta' && (attr(element, 'http-equiv') ?? '').toLowerCase() === 'content-security-policy';

/** A node's text as the DOM's textContent gives it: a script's body as the browser runs it. */
export const textContent = (node) =>
  node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textContent).join('');

/** [start, end) of the whole element in the source, or null when the parser inferred it. */
export function span(element) {
  const loc = element.sourceCodeLocation;
  if (!loc?.startTag) return null;
  return [loc.startOffset, loc.endTag ? loc.endTag.endOffset : loc.endOffset];
}

export const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Applies non-overlapping { start, end, text } edits to the source. */
export function applyEdits(html, edits) {
  let out = html;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** Inline scripts a browser executes: no src, and a JavaScript (or module) type. */
export function isExecutableInline(element) {
  if (element.tagName !== 'script' || attr(element, 'src') !== undefined) return false;
  const type = (attr(element, 'type') ?? '').trim().toLowerCase();
  return [
    '',
    'module',
    'text/javascript',
    'application/javascript',
    'text/ecmascript',
    'application/ecmascript',
    // Not run as code, but a policy with script hashes governs it all the same.
    'speculationrules',
  ].includes(type);
}

/** A <link> that preloads a script (Next's chunks: modulepreload, or preload as script). */
export const isScriptPreload = (element) => {
  const rel = (attr(element, 'rel') ?? '').toLowerCase();
  return (
    element.tagName === 'link' && (rel === 'modulepreload' || (rel === 'preload' && attr(element, 'as') === 'script'))
  );
};

/** Removes every <script> and script preload: the same page as a visitor without JavaScript gets it. */
export function stripScripts(html) {
  const edits = [];
  for (const element of elements(parseHtml(html))) {
    const at = span(element);
    if ((element.tagName === 'script' || isScriptPreload(element)) && at)
      edits.push({ start: at[0], end: at[1], text: '' });
  }
  return applyEdits(html, edits);
}
