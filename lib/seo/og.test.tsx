/**
 * @jest-environment node
 *
 * A card draws whatever an editor types (an emoji, another script) with the fonts the project
 * ships: the renderer would fetch a missing glyph from a CDN, and an offline build would fail. So
 * every fetch throws here; the cards are drawn in Node, as the build draws them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { OgData } from '../kinds/descriptor';
import { drawable } from './og';

const yamlModule = jest.requireActual<(source: string) => string>('../build/yaml-module.cjs');
const { contentFile } = jest.requireActual<typeof import('../build/content-dir.cjs')>('../build/content-dir.cjs');

const cards: OgData[] = [
  { title: 'Site Reliability Engineer 🚀', kind: 'Job', text: 'Keep our platforms up around the clock ✨' },
  { title: 'Our year in quantum 👩‍💻🇮🇳', kind: 'Article' },
  { title: 'Łukasz Wróbel 😀', kind: 'Leader', text: 'अर्जुन मल्होत्रा, Founder ❤️‍🔥 1️⃣ ©' },
];

/** Each card drawn offline: its PNG's size, and the addresses the renderer tried to fetch. */
async function drawnOffline(): Promise<{ sizes: number[]; fetched: string[]; error?: string }> {
  mkdirSync('.cache', { recursive: true });
  const dir = mkdtempSync(join('.cache', 'og-'));
  try {
    await build({
      stdin: {
        contents: `import { ogImage } from './lib/seo/og';
const fetched = [];
const local = globalThis.fetch;
// The renderer reads its own WebAssembly from data: addresses; anything else is the network.
globalThis.fetch = async (url, init) => {
  if (String(url).startsWith('data:')) return local(url, init);
  fetched.push(String(url));
  throw new Error('getaddrinfo ENOTFOUND ' + url);
};
const sizes = [];
let error;
try {
  for (const card of ${JSON.stringify(cards)}) {
    const before = fetched.length;
    sizes.push((await (await ogImage(card)).arrayBuffer()).byteLength);
    if (fetched.length > before) fetched.push(card.title);
  }
} catch (e) { error = String(e); }
console.log(JSON.stringify({ sizes, fetched, error }));`,
        resolveDir: process.cwd(),
        loader: 'tsx',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      packages: 'external',
      // Next's own entry file: its package names no ES module entry for Node to find.
      alias: { 'next/og': 'next/og.js' },
      outfile: join(dir, 'cards.mjs'),
      plugins: [
        {
          name: 'yaml-data',
          setup: (b) =>
            b.onLoad({ filter: /\.yaml$/ }, ({ path }) => ({
              contents: yamlModule(readFileSync(contentFile(path), 'utf8')),
              loader: 'js',
            })),
        },
      ],
      logLevel: 'silent',
    });
    const run = spawnSync(process.execPath, [resolve(dir, 'cards.mjs')], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('draws cards of titles and names with emoji, Latin Extended and another script, with no network', async () => {
  const { sizes, fetched, error } = await drawnOffline();
  expect(error).toBeUndefined();
  expect(fetched).toEqual([]);
  expect(sizes).toHaveLength(cards.length);
  for (const size of sizes) expect(size).toBeGreaterThan(1000);
});

it('leaves out what the fonts cannot draw and draws a letter they lack in its plain form', () => {
  const drawn = new Set([...'Launch day Lukasz o'].map((c) => c.codePointAt(0)!));
  expect(drawable('Launch 🚀 day', drawn)).toBe('Launch day');
  expect(drawable('Łukasz ő', drawn)).toBe('ukasz o');
});
