/**
 * The build's side of the datasheets: reads the font and the illustration, and memoises each
 * product's PDF so the page (which states its size) and the file route share one build of it.
 * Server-only: it reads files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { getProduct, getProductGroup } from '@/lib/content';
import { drawnOnce } from '@/lib/build/build-cache';
import { buildDatasheet } from '@/lib/products/datasheet';
import { buildDay } from '@/lib/text/dates';
import { absoluteUrl, paths } from '@/lib/paths';
import { siteUrl } from '@/lib/seo/metadata';
import { interWoff, woffToSfnt } from '@/lib/build/woff';
import { formatAddress, site } from '@/lib/content/site';

// Unwrapped once per build process, not once per datasheet.
const fonts = Promise.all(([400, 700] as const).map(async (weight) => woffToSfnt(await interWoff(weight))));

const built = new Map<string, Promise<Uint8Array>>();

export function productDatasheet(slug: string): Promise<Uint8Array> {
  if (!built.has(slug)) built.set(slug, make(slug));
  return built.get(slug)!;
}

async function make(slug: string): Promise<Uint8Array> {
  const product = getProduct(slug);
  const group = getProductGroup(slug);
  if (!product || !group) throw new Error(`No product "${slug}" for a datasheet`);
  const pictureFile = join(process.cwd(), 'public', product.images[0]!.src);
  const sheet = {
    ...product,
    groupTitle: group.title,
    url: absoluteUrl(paths.product(slug), siteUrl),
    company: {
      name: site.name,
      address: formatAddress(),
      email: site.email,
      phone: site.phone,
      website: absoluteUrl('/', siteUrl),
    },
    copy: productPagesCopy.datasheet,
    language: site.locale,
    date: new Date(`${buildDay()}T00:00:00Z`),
  };
  // What the datasheet says, and the picture's bytes, tell one from another (lib/build/build-cache.ts).
  const picturePrint = createHash('sha256').update(readFileSync(pictureFile)).digest('hex');
  return drawnOnce('datasheet', { sheet, picturePrint }, async () => {
    // 600 px across: sharp in print at the datasheet's 190 pt, small as a palette PNG.
    const picture = sharp(pictureFile)
      .resize({ width: 600 })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    const [[regular, bold], { data, info }] = await Promise.all([fonts, picture]);
    return buildDatasheet({
      ...sheet,
      fonts: { regular: regular!, bold: bold! },
      image: { png: new Uint8Array(data), width: info.width, height: info.height },
    });
  });
}

/** The size the product page states: whole kilobytes, rounded up so it never understates. */
export async function datasheetKb(slug: string): Promise<number> {
  return Math.ceil((await productDatasheet(slug)).length / 1024);
}
