/**
 * A product's datasheet PDF, built from the same entry as its page. Pure and deterministic (fonts
 * passed as bytes, fixed dates, seeded subset names), so the product page can state the size of
 * the very file the export writes; every word is selectable text.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ProductPagesCopy } from '@/lib/content/copy/product-pages';
import type { Product } from '@/lib/content/collections/products';
import { fill } from '@/lib/text/fill';
import { specSections, specValue } from '@/lib/products/specs';

/** The product's own texts, as its page shows them; the input adds what the build knows. */
type ProductTexts = Pick<Product, 'title' | 'summary' | 'overview' | 'uses' | 'certifications' | 'specs'>;

export interface DatasheetInput extends ProductTexts {
  groupTitle: string;
  url: string;
  company: { name: string; address: string; email: string; phone: string; website: string };
  copy: ProductPagesCopy['datasheet'];
  language: string;
  /** Creation and modification date: fixed per build so the bytes are reproducible. */
  date: Date;
  fonts: { regular: Uint8Array; bold: Uint8Array };
  image?: { png: Uint8Array; width: number; height: number };
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const FOOTER = 64;
const WIDTH = A4.width - 2 * MARGIN;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);
const brand = rgb(0.19, 0.18, 0.51);
const band = rgb(0.12, 0.11, 0.29);
const rule = rgb(0.8, 0.84, 0.88);
const shade = rgb(0.95, 0.96, 0.98);

/**
 * Breaks text into lines that fit the width, at spaces (a word longer than a line keeps its own).
 * Words are measured one by one and summed: shaping whole candidate lines again and again was
 * most of a datasheet's build time.
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word);
    if (!line || lineWidth + space + wordWidth > width) {
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Color = ReturnType<typeof rgb>;

/** Draws a line of text whose start (or, `right`, end) is at x. */
const text = (
  page: PDFPage,
  s: string,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  color: Color,
  right = false,
) => page.drawText(s, { x: right ? x - font.widthOfTextAtSize(s, size) : x, y, size, font, color });

const hairline = (page: PDFPage, y: number, to: number) =>
  page.drawLine({ start: { x: MARGIN, y }, end: { x: to, y }, thickness: 0.5, color: rule });

export async function buildDatasheet(input: DatasheetInput): Promise<Uint8Array> {
  const { copy } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // Inter's contextual alternates draw "4×4" with a glyph whose text is "x": off, so the text
  // copied or searched is the text written.
  const features = { calt: false };
  const fonts = {
    regular: await doc.embedFont(input.fonts.regular, { subset: true, customName: 'Inter', features }),
    bold: await doc.embedFont(input.fonts.bold, { subset: true, customName: 'Inter-Bold', features }),
  };
  doc.setTitle(`${input.title} – ${copy.kind}`, { showInWindowTitleBar: true });
  doc.setAuthor(input.company.name);
  doc.setSubject(input.summary);
  doc.setKeywords([input.title, input.groupTitle, copy.kind]);
  doc.setLanguage(input.language);
  doc.setCreator(input.company.name);
  doc.setProducer(input.company.name);
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);

  // Widths remembered: words recur, and measuring them was most of a datasheet's build time.
  const widths = new Map<string, number>();
  const measure = (font: PDFFont, size: number) => (s: string) => {
    const key = `${font.name}@${size}:${s}`;
    if (!widths.has(key)) widths.set(key, font.widthOfTextAtSize(s, size));
    return widths.get(key)!;
  };
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    pages.push((page = doc.addPage([A4.width, A4.height])));
    y = A4.height - MARGIN;
  };
  /** Starts a new page unless `height` still fits above the footer. */
  const ensure = (height: number) => {
    if (y - height < MARGIN + FOOTER) newPage();
  };
  type Style = { size?: number; bold?: boolean; color?: Color; indent?: number; width?: number; leading?: number };
  const lines = (
    s: string,
    { size = 10, bold = false, color = ink, indent = 0, width, leading = 1.45 }: Style = {},
  ) => {
    const font = bold ? fonts.bold : fonts.regular;
    for (const line of wrapText(s, width ?? WIDTH - indent, measure(font, size))) {
      ensure(size * leading);
      y -= size * leading;
      text(page, line, MARGIN + indent, y + size * 0.3, size, font, color);
    }
  };
  const heading = (s: string) => {
    ensure(60);
    y -= 14;
    lines(s, { size: 13, bold: true, color: brand });
    y -= 4;
  };

  newPage();
  const top = page;
  top.drawRectangle({ x: 0, y: A4.height - 72, width: A4.width, height: 72, color: band });
  text(top, input.company.name, MARGIN, A4.height - 44, 15, fonts.bold, rgb(1, 1, 1));
  const kind = `${copy.kind} · ${input.groupTitle}`;
  text(top, kind, A4.width - MARGIN, A4.height - 43, 10, fonts.regular, rgb(0.8, 0.84, 1), true);
  y = A4.height - 72 - 16;

  const image: PDFImage | null = input.image ? await doc.embedPng(input.image.png) : null;
  const imageWidth = 190;
  const textWidth = image ? WIDTH - imageWidth - 20 : WIDTH;
  const headTop = y;
  lines(input.title, { size: 22, bold: true, width: textWidth, leading: 1.25 });
  y -= 6;
  lines(input.summary, { size: 11, color: muted, width: textWidth });
  if (image && input.image) {
    const height = (imageWidth * input.image.height) / input.image.width;
    top.drawImage(image, { x: A4.width - MARGIN - imageWidth, y: headTop - 10 - height, width: imageWidth, height });
    y = Math.min(y, headTop - 10 - height);
  }

  heading(copy.overview);
  for (const paragraph of input.overview) {
    lines(paragraph);
    y -= 5;
  }

  for (const [title, items] of [
    [copy.uses, input.uses],
    [copy.certifications, input.certifications],
  ] as const) {
    heading(title);
    for (const item of items) {
      ensure(15);
      page.drawCircle({ x: MARGIN + 4, y: y - 10, size: 1.8, color: brand });
      lines(item, { indent: 14 });
    }
  }

  // The table starts on a new page rather than leave its heading with a row or two.
  ensure(160);
  heading(copy.specs);
  const nameWidth = WIDTH * 0.36;
  const size = 9.5;
  const leading = size * 1.4;
  for (const section of specSections(input.specs)) {
    if (section.group) {
      ensure(22 + leading * 2);
      page.drawRectangle({ x: MARGIN, y: y - 20, width: WIDTH, height: 20, color: shade });
      text(page, section.group, MARGIN + 6, y - 14, size, fonts.bold, brand);
      y -= 20;
    }
    for (const row of section.rows) {
      const name = wrapText(row.name, nameWidth - 12, measure(fonts.bold, size));
      const value = wrapText(specValue(row), WIDTH - nameWidth - 12, measure(fonts.regular, size));
      const height = Math.max(name.length, value.length) * leading + 8;
      // A row never breaks across pages.
      ensure(height);
      const at = (i: number) => y - 4 - (i + 1) * leading + 3;
      name.forEach((line, i) => text(page, line, MARGIN + 6, at(i), size, fonts.bold, ink));
      value.forEach((line, i) => text(page, line, MARGIN + nameWidth, at(i), size, fonts.regular, ink));
      y -= height;
      hairline(page, y, MARGIN + WIDTH);
    }
  }

  heading(copy.contact);
  const { name, address, email, phone, website } = input.company;
  for (const line of [name, address, `${email} · ${phone} · ${website}`]) lines(line);
  y -= 4;
  lines(`${copy.pageUrl} ${input.url}`, { color: brand });

  pages.forEach((each, i) => {
    hairline(each, MARGIN + 22, A4.width - MARGIN);
    text(each, `${name} · ${input.title}`, MARGIN, MARGIN + 6, 8, fonts.regular, muted);
    const label = fill(copy.page, { page: i + 1, pages: pages.length });
    text(each, label, A4.width - MARGIN, MARGIN + 6, 8, fonts.regular, muted, true);
  });

  return doc.save({ useObjectStreams: true });
}
