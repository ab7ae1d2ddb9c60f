/**
 * A page's <main> as plain Markdown, for AI assistants that read a site as crawlers do
 * (scripts/markdown-copies.mjs writes one beside every page; /llms.txt links them). What a
 * visitor reads there, in reading order: headings, paragraphs, lists, tables and links, each link
 * made absolute against the page's own address. Forms, scripts, pictures and what is hidden from
 * every reader are left out.
 */
import { parse } from 'parse5';
import { attr } from './html-edit.mjs';

/** Elements whose content is not text a reader meets on the page. */
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'dialog',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'figcaption',
  'footer',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const hidden = (node) =>
  SKIPPED.has(node.tagName) ||
  attr(node, 'hidden') !== undefined ||
  attr(node, 'aria-hidden') === 'true' ||
  // A skip link or a label for screen readers repeats what the page says in view.
  /(?:^|\s)sr-only(?:\s|$)/.test(attr(node, 'class') ?? '');

const squeeze = (text) => text.replace(/\s+/g, ' ');

/**
 * Two elements side by side with nothing between them are set apart by the page's layout (a figure
 * and its label stacked, a name and a role): the copy keeps them apart with a space.
 */
function joined(children, base) {
  let out = '';
  let afterElement = false;
  for (const child of children) {
    const text = inline(child, base);
    if (!text) continue;
    if (afterElement && child.tagName && /\S$/.test(out) && /^\S/.test(text)) out += ' ';
    out += text;
    afterElement = Boolean(child.tagName);
  }
  return out;
}

function inline(node, base) {
  if (node.nodeName === '#text') return squeeze(node.value);
  if (!node.tagName || hidden(node)) return '';
  const inner = () => joined(node.childNodes ?? [], base);
  switch (node.tagName) {
    case 'br':
      return '\n';
    case 'strong':
    case 'b': {
      const text = inner().trim();
      return text ? `**${text}**` : '';
    }
    case 'em':
    case 'i': {
      const text = inner().trim();
      return text ? `*${text}*` : '';
    }
    case 'code':
      return `\`${inner()}\``;
    case 'a': {
      const text = inner().trim();
      const href = attr(node, 'href');
      if (!text) return '';
      if (!href || href.startsWith('#')) return text;
      return `[${text}](${new URL(href, base).href})`;
    }
    default:
      return inner();
  }
}

const clean = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();

/** The blocks of `node`'s children: runs of inline content become paragraphs. */
function blocksOf(node, base, depth) {
  const out = [];
  let inlines = [];
  const flush = () => {
    const text = clean(joined(inlines, base));
    if (text) out.push(text);
    inlines = [];
  };
  for (const child of node.childNodes ?? []) {
    if (child.tagName && BLOCKS.has(child.tagName) && !hidden(child)) {
      flush();
      out.push(...block(child, base, depth));
    } else inlines.push(child);
  }
  flush();
  return out;
}

function list(node, base, depth, ordered) {
  const items = (node.childNodes ?? []).filter((child) => child.tagName === 'li' && !hidden(child));
  return items
    .map((item, i) => {
      const marker = ordered ? `${i + 1}. ` : '- ';
      const [first = '', ...rest] = blocksOf(item, base, depth + 1);
      const indent = ' '.repeat(marker.length);
      return [
        `${marker}${first.replace(/\n/g, `\n${indent}`)}`,
        ...rest.map((b) => indent + b.replace(/\n/g, `\n${indent}`)),
      ].join('\n');
    })
    .join('\n');
}

function table(node, base) {
  const rows = [];
  const walk = (n) => {
    for (const child of n.childNodes ?? []) {
      if (child.tagName === 'tr')
        rows.push(
          (child.childNodes ?? [])
            .filter((cell) => cell.tagName === 'td' || cell.tagName === 'th')
            .map((cell) => clean(inline(cell, base)).replace(/\n/g, ' ').replace(/\|/g, '\\|')),
        );
      else if (child.tagName && !hidden(child)) walk(child);
    }
  };
  walk(node);
  if (!rows.length) return [];
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells) => `| ${[...cells, ...Array(width - cells.length).fill('')].join(' | ')} |`;
  return [[line(rows[0]), line(Array(width).fill('---')), ...rows.slice(1).map(line)].join('\n')];
}

function block(node, base, depth) {
  const tag = node.tagName;
  if (/^h[1-6]$/.test(tag)) {
    const text = clean(inline(node, base)).replace(/\n/g, ' ');
    return text ? [`${'#'.repeat(Number(tag[1]))} ${text}`] : [];
  }
  if (tag === 'ul' || tag === 'ol') {
    const text = list(node, base, depth, tag === 'ol');
    return text ? [text] : [];
  }
  if (tag === 'table') return table(node, base);
  if (tag === 'hr') return ['---'];
  if (tag === 'pre') return [`\`\`\`\n${(node.childNodes ?? []).map((c) => inline(c, base)).join('')}\n\`\`\``];
  if (tag === 'blockquote')
    return blocksOf(node, base, depth).map((b) =>
      b
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  if (tag === 'dl') {
    // Each term and its description on a line, whether the list wraps each pair in a <div> or not.
    const lines = [];
    const walk = (n) => {
      for (const child of n.childNodes ?? []) {
        if (!child.tagName || hidden(child)) continue;
        if (child.tagName === 'div') walk(child);
        else if (child.tagName === 'dt') lines.push(`- **${clean(inline(child, base))}**`);
        else if (child.tagName === 'dd' && lines.length) lines[lines.length - 1] += `: ${clean(inline(child, base))}`;
      }
    };
    walk(node);
    return lines.length ? [lines.join('\n')] : [];
  }
  return blocksOf(node, base, depth);
}

/** The first element named `tag` under `node`. */
function find(node, test) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    if (test(child)) return child;
    const found = find(child.tagName === 'template' ? child.content : child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * The Markdown copy of the page `html`, whose own address is `url`: its <main> as Markdown, then
 * where the page itself is. Undefined for a document with no <main> (a redirect).
 */
export function markdownCopy(html, url) {
  const tree = parse(html);
  const main = find(tree, (e) => e.tagName === 'main');
  if (!main) return undefined;
  const body = blocksOf(main, url, 0).join('\n\n');
  return `${body}\n\n---\n\n<${url}>\n`;
}

/** Where the Markdown copy of the page at `route` is: beside its HTML, `<route>index.md`. */
export const markdownRoute = (route) => `${route}index.md`;
