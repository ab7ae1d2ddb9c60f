/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFPage } from 'pdf-lib';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { getProductGroup, products } from '@/lib/content';
import { buildDatasheet, wrapText } from './datasheet';
import { specValue } from './specs';

const font = (weight: number) =>
  new Uint8Array(
    readFileSync(join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  );
// The smallest valid PNG: one white pixel.
const PIXEL = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const product = products.find((p) => p.slug === 'low-power-oru')!;
const input = {
  ...product,
  groupTitle: getProductGroup(product.slug)!.title,
  url: 'https://www.example.com/products/low-power-oru/',
  company: {
    name: 'Quantivo Technologies',
    address: 'New Delhi 110001, India',
    email: 'sales@example.com',
    phone: '+91 11 4567 8900',
    website: 'https://www.example.com/',
  },
  copy: productPagesCopy.datasheet,
  language: 'en-IN',
  date: new Date('2026-11-24T00:00:00Z'),
  fonts: { regular: font(400), bold: font(700) },
  image: { png: PIXEL, width: 4, height: 3 },
};

describe('datasheet', () => {
  it('wraps text at spaces to fit a width', () => {
    expect(wrapText('one two three four', 9, (s) => s.length)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('  ', 9, (s) => s.length)).toEqual([]);
  });

  it('draws the product’s title, texts, every specification and the contact details as text', async () => {
    const drawText = jest.spyOn(PDFPage.prototype, 'drawText');
    await buildDatasheet(input);
    // Each text is drawn in lines wrapped at spaces, one after another.
    const text = drawText.mock.calls.map(([line]) => line).join(' ');
    drawText.mockRestore();
    for (const expected of [
      product.title,
      product.summary,
      ...product.overview,
      ...product.uses,
      ...product.certifications,
      input.company.email,
      input.company.phone,
      ...product.specs.flatMap((row) => [row.name, specValue(row)]),
      `${productPagesCopy.datasheet.pageUrl} ${input.url}`,
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' ').trim());
    }
  });

  it('is a small PDF with its title, author and language set, the same bytes every time', async () => {
    const bytes = await buildDatasheet(input);
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(Buffer.from(await buildDatasheet(input)).equals(Buffer.from(bytes))).toBe(true);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(`${product.title} – ${productPagesCopy.datasheet.kind}`);
    expect(doc.getAuthor()).toBe('Quantivo Technologies');
    expect(doc.catalog.lookup(PDFName.of('Lang'))?.toString()).toContain('en-IN');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
