/**
 * What AI assistants read (docs/seo.md, "AI assistants"): /llms.txt, a plain Markdown copy beside
 * every page, and robots.txt's rules for their crawlers, read from the export under test as a
 * crawler gets them. No browser: a visitor never meets these files.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'parse5';
import { basePath } from '../lib/build/base-path.cjs';
import { AI_CRAWLERS } from '../lib/content/ai-crawlers.cjs';
import { site } from '../lib/content/site';
import { elements, type Element } from '../scripts/html-edit.mjs';
import { attr, textContent } from './exported-html';
import { expect, test } from './helpers';

const OUT = process.env.OUT_DIR ?? 'out';

function files(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, ending) : name.endsWith(ending) ? [full] : [];
  });
}

const pages = files(OUT, 'index.html')
  .filter((file) => !relative(OUT, file).startsWith(`admin${sep}`))
  .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
  .map(({ file, html }) => ({ file, html, canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] }))
  .filter((page): page is typeof page & { canonical: string } => Boolean(page.canonical));

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Inside what the copy leaves out: a form, a dialog, or what is hidden from every reader. */
const leftOut = (element: Element, within: Element): boolean => {
  for (let node: Element | undefined = element; node && node !== within; node = node.parentNode as Element) {
    if (['form', 'dialog', 'template', 'button'].includes(node.tagName)) return true;
    if (attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true') return true;
    if (/(?:^|\s)sr-only(?:\s|$)/.test(attr(node, 'class') ?? '')) return true;
  }
  return false;
};

test('every page has a Markdown copy beside it holding its h1 and every link of its <main>', () => {
  expect(pages.length).toBeGreaterThan(20);
  for (const { file, html, canonical } of pages) {
    const copy = file.replace(/index\.html$/, 'index.md');
    expect(existsSync(copy), copy).toBe(true);
    const markdown = readFileSync(copy, 'utf8');
    const main = [...elements(parse(html), { templates: false })].find((e) => e.tagName === 'main')!;
    const inMain = [...elements(main, { templates: false })];
    const h1 = inMain.filter((e) => e.tagName === 'h1');
    expect(h1, canonical).toHaveLength(1);
    expect(markdown.split('\n'), canonical).toContain(`# ${squeeze(textContent(h1[0]!))}`);
    for (const link of inMain.filter((e) => e.tagName === 'a' && !leftOut(e, main))) {
      const href = attr(link, 'href');
      if (!href || href.startsWith('#') || !squeeze(textContent(link))) continue;
      expect(markdown, `${canonical} → ${href}`).toContain(`](${new URL(href, canonical).href})`);
    }
    expect(markdown.trimEnd().endsWith(`<${canonical}>`), canonical).toBe(true);
  }
});

test('llms.txt links each indexable page’s Markdown copy, and no page links to a copy or to llms.txt', () => {
  const llms = readFileSync(join(OUT, 'llms.txt'), 'utf8');
  expect(llms.startsWith(`# ${site.name}\n`)).toBe(true);
  const listed = new Set([...llms.matchAll(/\]\((https:[^)]+\/index\.md)\)/g)].map((m) => m[1]!));
  const indexable = pages.filter(({ html }) => !/<meta name="robots" content="[^"]*noindex/.test(html));
  expect([...listed].sort()).toEqual(indexable.map(({ canonical }) => `${canonical}index.md`).sort());
  for (const { html, canonical } of pages) expect(html, canonical).not.toMatch(/href="[^"]*(?:\/index\.md|llms\.txt)"/);
});

test('robots.txt lets in the AI crawlers Company details names, asks the others to stay out, and names llms.txt', () => {
  const robots = readFileSync(join(OUT, 'robots.txt'), 'utf8');
  const rule = (agent: string) => new RegExp(`User-agent: ${agent}\\n(Allow|Disallow): /\\n`).exec(robots)?.[1];
  const letIn = new Set<string>(site.aiCrawlers);
  expect(letIn.size).toBeGreaterThan(0);
  for (const agent of AI_CRAWLERS) expect(rule(agent), agent).toBe(letIn.has(agent) ? 'Allow' : 'Disallow');
  const sitemap = /Sitemap: (\S+)\/sitemap\.xml/.exec(robots)?.[1];
  expect(sitemap?.endsWith(basePath)).toBe(true);
  expect(robots).toContain(`${sitemap}/llms.txt`);
});

test('nothing of Evidence for claims or Still stand-ins reaches a file of the site', () => {
  const evidence = site.evidence.flatMap((record) => [record.document, record.confirmedBy]);
  expect(evidence.length).toBeGreaterThan(0);
  for (const file of files(OUT, '')) {
    const text = readFileSync(file, 'latin1');
    for (const words of evidence) expect(text.includes(Buffer.from(words).toString('latin1')), file).toBe(false);
  }
});
