/**
 * A product's datasheet as a PDF, built from the same entry as its page. Pure: the fonts and
 * the illustration come in as bytes, so the same function runs in Jest and at build, and the
 * same entry always gives the same bytes (fixed dates, pdf-lib's seeded font-subset names): the
 * product page can state the file's size because it computes the very file the export writes.
 * Every word is drawn as text in the embedded site font, so it can be selected and searched.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ProductPagesCopy } from '@/lib/content/copy/product-pages';
import type { SpecRow } from '@/lib/content/schemas';
import { fill } from '@/lib/fill';
import { specSections, specValue } from '@/lib/specs';

export type DatasheetCopy = ProductPagesCopy['datasheet'];

export interface DatasheetInput {
  title: string;
  summary: string;
  overview: readonly string[];
  uses: readonly string[];
  certifications: readonly string[];
  specs: readonly SpecRow[];
  groupTitle: string;
  url: string;
  company: { name: string; address: string; email: string; phone: string; website: string };
  copy: DatasheetCopy;
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

/** A font's text width at a size, remembered per string (words recur across a datasheet). */
function measurer(font: PDFFont, size: number): (s: string) => number {
  const widths = new Map<string, number>();
  return (s) => {
    let width = widths.get(s);
    if (width === undefined) {
      width = font.widthOfTextAtSize(s, size);
      widths.set(s, width);
    }
    return width;
  };
}

class Layout {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    private doc: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }

  private measures = new Map<string, (s: string) => number>();

  measure(font: PDFFont, size: number) {
    const key = `${font.name}@${size}`;
    let measure = this.measures.get(key);
    if (!measure) {
      measure = measurer(font, size);
      this.measures.set(key, measure);
    }
    return measure;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  lines(
    text: string,
    {
      size = 10,
      bold = false,
      color = ink,
      indent = 0,
      width,
      leading = 1.45,
    }: { size?: number; bold?: boolean; color?: typeof ink; indent?: number; width?: number; leading?: number } = {},
  ) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(text, width ?? WIDTH - indent, this.measure(font, size))) {
      this.ensure(size * leading);
      this.y -= size * leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 14;
    this.lines(text, { size: 13, bold: true, color: brand });
    this.y -= 4;
  }
}

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

  const out = new Layout(doc, fonts);
  const top = out.page;
  top.drawRectangle({ x: 0, y: A4.height - 72, width: A4.width, height: 72, color: band });
  top.drawText(input.company.name, { x: MARGIN, y: A4.height - 44, size: 15, font: fonts.bold, color: rgb(1, 1, 1) });
  const kind = `${copy.kind} · ${input.groupTitle}`;
  top.drawText(kind, {
    x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(kind, 10),
    y: A4.height - 43,
    size: 10,
    font: fonts.regular,
    color: rgb(0.8, 0.84, 1),
  });
  out.y = A4.height - 72 - 16;

  const image: PDFImage | null = input.image ? await doc.embedPng(input.image.png) : null;
  const imageWidth = 190;
  const textWidth = image ? WIDTH - imageWidth - 20 : WIDTH;
  const headTop = out.y;
  out.lines(input.title, { size: 22, bold: true, width: textWidth, leading: 1.25 });
  out.y -= 6;
  out.lines(input.summary, { size: 11, color: muted, width: textWidth });
  if (image && input.image) {
    const height = (imageWidth * input.image.height) / input.image.width;
    top.drawImage(image, { x: A4.width - MARGIN - imageWidth, y: headTop - 10 - height, width: imageWidth, height });
    out.y = Math.min(out.y, headTop - 10 - height);
  }

  out.heading(copy.overview);
  for (const paragraph of input.overview) {
    out.lines(paragraph);
    out.y -= 5;
  }

  for (const [heading, items] of [
    [copy.uses, input.uses],
    [copy.certifications, input.certifications],
  ] as const) {
    out.heading(heading);
    for (const item of items) {
      out.ensure(15);
      out.page.drawCircle({ x: MARGIN + 4, y: out.y - 10, size: 1.8, color: brand });
      out.lines(item, { indent: 14 });
    }
  }

  // The table starts on a new page rather than leave its heading with a row or two.
  out.ensure(160);
  out.heading(copy.specs);
  const nameWidth = WIDTH * 0.36;
  const size = 9.5;
  const leading = size * 1.4;
  for (const section of specSections(input.specs)) {
    if (section.group) {
      out.ensure(22 + leading * 2);
      out.page.drawRectangle({ x: MARGIN, y: out.y - 20, width: WIDTH, height: 20, color: shade });
      out.page.drawText(section.group, { x: MARGIN + 6, y: out.y - 14, size, font: fonts.bold, color: brand });
      out.y -= 20;
    }
    for (const row of section.rows) {
      const name = wrapText(row.name, nameWidth - 12, out.measure(fonts.bold, size));
      const value = wrapText(specValue(row), WIDTH - nameWidth - 12, out.measure(fonts.regular, size));
      const height = Math.max(name.length, value.length) * leading + 8;
      // A row never breaks across pages.
      out.ensure(height);
      name.forEach((line, i) =>
        out.page.drawText(line, {
          x: MARGIN + 6,
          y: out.y - 4 - (i + 1) * leading + 3,
          size,
          font: fonts.bold,
          color: ink,
        }),
      );
      value.forEach((line, i) =>
        out.page.drawText(line, {
          x: MARGIN + nameWidth,
          y: out.y - 4 - (i + 1) * leading + 3,
          size,
          font: fonts.regular,
          color: ink,
        }),
      );
      out.y -= height;
      out.page.drawLine({
        start: { x: MARGIN, y: out.y },
        end: { x: MARGIN + WIDTH, y: out.y },
        thickness: 0.5,
        color: rule,
      });
    }
  }

  out.heading(copy.contact);
  for (const line of [
    input.company.name,
    input.company.address,
    `${input.company.email} · ${input.company.phone} · ${input.company.website}`,
  ])
    out.lines(line);
  out.y -= 4;
  out.lines(`${copy.pageUrl} ${input.url}`, { color: brand });

  out.pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 22 },
      end: { x: A4.width - MARGIN, y: MARGIN + 22 },
      thickness: 0.5,
      color: rule,
    });
    page.drawText(`${input.company.name} · ${input.title}`, {
      x: MARGIN,
      y: MARGIN + 6,
      size: 8,
      font: fonts.regular,
      color: muted,
    });
    const label = fill(copy.page, { page: i + 1, pages: out.pages.length });
    page.drawText(label, {
      x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 8),
      y: MARGIN + 6,
      size: 8,
      font: fonts.regular,
      color: muted,
    });
  });

  return doc.save({ useObjectStreams: true });
}
