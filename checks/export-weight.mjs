/**
 * What the whole export weighs, by kind of file, against its budget for its number of pages, and
 * two shapes that keep it down: the CMS bundle holds no syntax-highlighting grammar, and each Open
 * Graph card is a palette PNG. Pure (size.mjs reads out/ and prints); tests pass lists and
 * bytes.
 *
 * Apparent size: the bytes of the files, as an upload counts them (MB here are MiB, as du's).
 * `du -s --apparent-size out` says a little more: it adds each folder's own entry, about 4 KB on
 * most file systems (~0.6 MB over 140 folders).
 */

const KB = 1024;
const MB = 1024 * KB;

/**
 * The budget grows with the pages, as the export does: every deploy runs this check (an editor's
 * publish too), and an editor who adds jobs, articles or products must never fail it by the
 * weight of their content, while a template, a shared script or an encoding that grows does.
 * Shared: what every export carries whatever its content (the CMS, the app's scripts and styles,
 * the files at its top: 4.9 MB at 113 pages). Per page: its HTML, Open Graph card, datasheet,
 * photos and search entries (175 KB on average at 113 pages; a new product with its datasheet
 * adds ~215 KB).
 */
export const SHARED_BUDGET = 6 * MB;
export const PAGE_BUDGET = 250 * KB;
export const exportBudget = (pages) => SHARED_BUDGET + PAGE_BUDGET * pages;

/** Kinds of file, the first that matches a path (relative to out/, with "/") wins; where to look. */
const KINDS = [
  {
    kind: 'CMS (admin/)',
    matches: (path) => path.startsWith('admin/'),
    look: 'what scripts/cms-bundle.mjs bundles from Sveltia CMS (stubs for what it never requests)',
  },
  {
    kind: 'Open Graph cards (og.png)',
    matches: (path) => path === 'og.png' || path.endsWith('/og.png'),
    look: 'the palette encoding in lib/seo/og.tsx',
  },
  {
    kind: 'HTML pages',
    matches: (path) => path.endsWith('.html'),
    look: 'what every page repeats (header menus, lists, dialogs) and lib/pages/growth.test.tsx',
  },
  { kind: 'datasheets (PDF)', matches: (path) => path.startsWith('datasheets/'), look: 'lib/products/datasheet.ts' },
  {
    kind: 'scripts and styles (_next/)',
    matches: (path) => path.startsWith('_next/'),
    look: 'the route budgets above',
  },
  {
    kind: 'photos (_img/, images/)',
    matches: (path) => path.startsWith('_img/') || path.startsWith('images/'),
    look: 'lib/pictures/responsive-photos.cjs (widths, encoders) and the photos in public/images/',
  },
  { kind: 'search index (search/)', matches: (path) => path.startsWith('search/'), look: 'lib/search/split.ts' },
  {
    kind: 'Markdown copies (index.md, llms.txt)',
    matches: (path) => path === 'llms.txt' || path.endsWith('/index.md') || path === 'index.md',
    look: 'scripts/markdown-copy.mjs, lib/seo/llms-txt.ts',
  },
  { kind: 'other', matches: () => true, look: 'the files at the top of out/' },
];

/**
 * The export's total and its kinds of file, heaviest first.
 * @param {{ path: string, bytes: number }[]} files every file of the export
 */
export function exportWeight(files) {
  const kinds = KINDS.map(({ kind, look }) => ({ kind, look, bytes: 0, files: 0 }));
  let total = 0;
  for (const { path, bytes } of files) {
    const kind = kinds[KINDS.findIndex((k) => k.matches(path))];
    kind.bytes += bytes;
    kind.files++;
    total += bytes;
  }
  const pages = kinds.find((k) => k.kind === 'HTML pages').files;
  const budget = exportBudget(pages);
  return {
    total,
    pages,
    budget,
    over: total > budget,
    kinds: kinds.filter((k) => k.files).sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * Whether a script holds a TextMate grammar (a Shiki language: its JSON names a `scopeName` such
 * as "source.js" or "text.html.basic"). The CMS offers no code block and its bundle stubs them all.
 */
export const holdsGrammar = (code) => /\\?["']scopeName\\?["']\s*:\s*\\?["'](?:source|text)\.[\w.-]+/.test(code);

/**
 * The header of a PNG file, or undefined if the bytes are not one.
 * colourType 3 is a palette image; 2 and 6 are true colour (without and with alpha).
 * @param {Uint8Array} bytes
 */
export function pngHeader(bytes) {
  const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk is IHDR: length (4), type (4), then width, height, bit depth, colour type.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20), bitDepth: bytes[24], colourType: bytes[25] };
}

/** Why an Open Graph card does not have its shape (1200×630, palette), or undefined. */
export function ogCardProblem(bytes) {
  const header = pngHeader(bytes);
  if (!header) return 'not a PNG';
  if (header.width !== 1200 || header.height !== 630) return `${header.width}×${header.height}, not 1200×630`;
  if (header.colourType !== 3) return 'a true-colour PNG, not a palette one (lib/seo/og.tsx encodes each card)';
  return undefined;
}
