/** @jest-environment node */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { exportWeight, holdsGrammar, ogCardProblem, pngHeader } from './export-weight.mjs';

describe('exportWeight', () => {
  it('adds every file once, under the first kind it matches, heaviest kind first', () => {
    const weight = exportWeight([
      { path: 'index.html', bytes: 150 },
      { path: 'og.png', bytes: 50 },
      { path: 'blog/post/og.png', bytes: 50 },
      { path: 'admin/index.html', bytes: 400 },
      { path: 'admin/cms/main.js', bytes: 600 },
      { path: 'robots.txt', bytes: 1 },
    ]);
    expect(weight.total).toBe(1251);
    expect(weight.over).toBe(false);
    expect(weight.kinds.map((k) => [k.kind, k.bytes, k.files])).toEqual([
      ['CMS (admin/)', 1000, 2],
      ['HTML pages', 150, 1],
      ['Open Graph cards (og.png)', 100, 2],
      ['other', 1, 1],
    ]);
  });

  it('allows 6 MB shared and 250 KB a page: over past that, not at it', () => {
    const MB = 1024 * 1024;
    const pages = (n: number, bytes: number) =>
      Array.from({ length: n }, (_, i) => ({ path: `p${i}/index.html`, bytes: bytes / n }));
    const cms = { path: 'admin/cms.js', bytes: 6 * MB };
    // 100 pages: 6 MB + 100 × 250 KB = 6 291 456 + 25 600 000 bytes, all of it used.
    expect(exportWeight([cms, ...pages(100, 25_600_000)])).toMatchObject({
      pages: 100,
      budget: 31_891_456,
      over: false,
    });
    expect(exportWeight([cms, ...pages(100, 25_600_000), { path: 'x.txt', bytes: 1 }]).over).toBe(true);
    // The same bytes over 101 pages fit: content grows the budget.
    expect(exportWeight([cms, ...pages(101, 25_600_000), { path: 'x.txt', bytes: 1 }]).over).toBe(false);
    // The CMS's own index.html is the CMS's, not a page.
    expect(exportWeight([{ path: 'admin/index.html', bytes: 1 }]).pages).toBe(0);
  });
});

describe('holdsGrammar', () => {
  it("finds a Shiki grammar as published and as esbuild's minified chunk writes it", () => {
    expect(holdsGrammar(readFileSync('node_modules/@shikijs/langs/dist/javascript.mjs', 'utf8'))).toBe(true);
    expect(
      holdsGrammar('var a=Object.freeze(JSON.parse(`{"displayName":"C","name":"c","scopeName":"source.c"}`))'),
    ).toBe(true);
    expect(holdsGrammar(`JSON.parse('{"name":"html","scopeName":"text.html.basic"}')`)).toBe(true);
  });

  it('ignores code that only names the word', () => {
    expect(holdsGrammar('const scopeName = "editor"; export { scopeName };')).toBe(false);
    expect(holdsGrammar('var e=[],a=e;export{a as default};')).toBe(false);
  });
});

describe('pngHeader and ogCardProblem', () => {
  const card = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1e1b4b' } });

  it('reads the size and colour type of a PNG, and nothing from other bytes', async () => {
    const palette = await card(1200, 630).png({ palette: true }).toBuffer();
    expect(pngHeader(palette)).toEqual({ width: 1200, height: 630, bitDepth: expect.any(Number), colourType: 3 });
    expect(pngHeader(await card(4, 2).png().toBuffer())).toMatchObject({ width: 4, height: 2, colourType: 2 });
    expect(pngHeader(await card(4, 2).jpeg().toBuffer())).toBeUndefined();
    expect(pngHeader(new Uint8Array(8))).toBeUndefined();
  });

  it('accepts a 1200×630 palette PNG only', async () => {
    expect(ogCardProblem(await card(1200, 630).png({ palette: true }).toBuffer())).toBeUndefined();
    expect(ogCardProblem(await card(1200, 630).png().toBuffer())).toMatch(/true-colour/);
    expect(ogCardProblem(await card(1200, 600).png({ palette: true }).toBuffer())).toBe('1200×600, not 1200×630');
    expect(ogCardProblem(await card(1200, 630).webp().toBuffer())).toBe('not a PNG');
  });
});
