/**
 * Open Graph images drawn at build time from each page's own data, with the Inter font
 * read from node_modules (no network). One design for every kind of page.
 */
import fontkit from '@pdf-lib/fontkit';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { drawnOnce } from '@/lib/build/build-cache';
import type { OgData } from './og-data';
import { OG_SIZE } from '@/lib/seo/metadata';
import { site } from '@/lib/content/site';
import { interWoff, woffToSfnt } from '@/lib/build/woff';

/**
 * The card as a palette PNG: at a thousand pages the cards are a third of the export. Flat colour,
 * no dithering and the quantiser's least effort, since deflate repeats a flat field (31 KB a card
 * against a gradient's 45, measured).
 */
async function palettePng(image: ImageResponse): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(await image.arrayBuffer()))
    .png({ palette: true, effort: 1, dither: 0, compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

const centred = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

/** The brand mark: a ring round a cyan dot. */
const mark = (ring: number, border: string, dot: number) => (
  <div style={{ width: ring, height: ring, borderRadius: ring / 2, border, ...centred }}>
    <div style={{ width: dot, height: dot, borderRadius: dot / 2, background: '#22d3ee' }} />
  </div>
);

/**
 * The card's fonts (Inter's Latin and Latin Extended, regular and bold) and every character they
 * draw, read once a build.
 */
const FAMILIES = { latin: 'Inter', 'latin-ext': 'Inter Latin Extended' } as const;
let inter: Promise<{ fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]; drawn: Set<number> }>;
const cardFonts = () =>
  (inter ??= (async () => {
    const faces = await Promise.all(
      ([400, 700] as const).flatMap((weight) =>
        (['latin', 'latin-ext'] as const).map(async (subset) => ({
          name: FAMILIES[subset],
          weight,
          data: await interWoff(weight, subset),
        })),
      ),
    );
    const drawn = new Set(faces.flatMap(({ data }) => fontkit.create(woffToSfnt(data)).characterSet));
    // A subset a family of its own: the renderer keeps one font a family and weight.
    return { fonts: faces.map(({ name, weight, data }) => ({ name, data, weight, style: 'normal' as const })), drawn };
  })());

/**
 * `text` as the card's fonts draw it: a letter they lack in its plain form ("ő" as "o"), and
 * what they cannot draw at all (emoji, other scripts) left out. Given a character no font of
 * the card has, the renderer downloads one from a CDN: a build must need no network.
 */
export function drawable(text: string, drawn: ReadonlySet<number>): string {
  const has = (character: string) => drawn.has(character.codePointAt(0)!);
  return [...text.normalize('NFC')]
    .map((character) =>
      has(character)
        ? character
        : [...character.normalize('NFKD')].filter((part) => !/\p{M}/u.test(part) && has(part)).join(''),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's card, drawn by app/og/[...file]/route.tsx. */
export async function ogImage(data: OgData) {
  const { fonts, drawn } = await cardFonts();
  const draw = (text: string) => drawable(text, drawn);
  const [title, kind, name, tagline] = [draw(data.title), draw(data.kind), draw(site.name), draw(site.tagline)];
  const text = data.text && draw(data.text);
  const drawCard = () =>
    palettePng(
      new ImageResponse(
        <div
          style={{
            width: '100%',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: '64px 72px',
            background: '#1e1b4b',
            borderBottom: '12px solid #22d3ee',
            color: '#ffffff',
            fontFamily: Object.values(FAMILIES).join(', '),
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
            {mark(56, '7px solid #a5b4fc', 14)}
            <div style={{ fontSize: 34, fontWeight: 700 }}>{name}</div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
            <div
              style={{ fontSize: 28, fontWeight: 700, color: '#67e8f9', textTransform: 'uppercase', letterSpacing: 2 }}
            >
              {kind}
            </div>
            <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1050 }}>
              {title}
            </div>
            {text ? (
              <div style={{ fontSize: 28, color: '#cbd5e1', lineHeight: 1.4, maxWidth: 1000 }}>
                {text.length > 150 ? `${text.slice(0, 147)}…` : text}
              </div>
            ) : null}
          </div>
          <div style={{ display: 'flex', fontSize: 24, color: '#a5b4fc' }}>{tagline}</div>
        </div>,
        { ...OG_SIZE, fonts },
      ),
    );
  // What the card shows is all that tells one from another (lib/build/build-cache.ts).
  const png = await drawnOnce('og', { title, kind, name, tagline, text }, drawCard);
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png' } });
}

/** The square brand mark as a PNG (for structured data, the web manifest and touch icons). */
export function logoImage(size = 512) {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', ...centred, background: '#1e1b4b' }}>
      {mark(Math.round(size * 0.56), `${Math.round(size * 0.09)}px solid #ffffff`, size * 0.14)}
    </div>,
    { width: size, height: size },
  );
}
