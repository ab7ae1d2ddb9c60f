import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contentPath } from '../lib/build/content-dir.cjs';
import { copyOf, copyPattern } from './copy';
import { expect, test } from './helpers';

const copy = copyOf('product-pages');

// Reads the export itself: every datasheet as a PDF reader sees it, and the size its page states.
const OUT = process.env.OUT_DIR || 'out';
const products = readdirSync(contentPath('content/products'))
  .filter((file) => file.endsWith('.yaml'))
  .map(
    (file) =>
      ({
        slug: file.replace(/\.yaml$/, ''),
        ...parse(readFileSync(join(contentPath('content/products'), file), 'utf8')),
      }) as {
        slug: string;
        title: string;
        specs: { name: string; value: string | number; unit?: string }[];
      },
  );

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function readPdf(file: string) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await task.destroy();
  return { text: squash(pages.join(' ')), info };
}

test('there is one datasheet for every product', () => {
  expect(readdirSync(join(OUT, 'datasheets')).sort()).toEqual(products.map((p) => `${p.slug}.pdf`).sort());
});

for (const product of products) {
  test(`the ${product.slug} datasheet holds its title and every specification as text, and its page states its size`, async () => {
    const file = join(OUT, 'datasheets', `${product.slug}.pdf`);
    const { text, info } = await readPdf(file);
    expect(text).toContain(squash(product.title));
    expect(info).toMatchObject({
      Title: `${product.title} – ${copy.datasheet.kind}`,
      Author: 'Quantivo Technologies',
      Language: 'en-IN',
    });
    for (const spec of product.specs) {
      expect(text, spec.name).toContain(squash(spec.unit ? `${spec.value} ${spec.unit}` : String(spec.value)));
    }

    const bytes = statSync(file).size;
    expect(bytes).toBeLessThan(300 * 1024);
    const html = readFileSync(join(OUT, 'products', product.slug, 'index.html'), 'utf8');
    const stated = new RegExp(copyPattern(copy.detail.datasheet, { kb: '(\\d+)' })).exec(html)?.[1];
    expect(Number(stated)).toBe(Math.ceil(bytes / 1024));
  });
}
