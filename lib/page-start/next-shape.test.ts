/**
 * @jest-environment node
 *
 * Each name page-start relies on in what Next and Turbopack write (next-shape.cjs) is found in the
 * installed packages themselves, so an upgrade that drops or renames one fails here, by name,
 * before a build; what only a build shows (each page's scripts, Turbopack's chunk lists) the
 * build's contract check holds (scripts/page-start.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHUNK_QUEUE, NEXT_DIR, SERVER_DATA_QUEUE } from './next-shape.cjs';

const next = dirname(require.resolve('next/package.json'));
const appRender = (file: string) => readFileSync(join(next, 'dist/server/app-render', file), 'utf8');

/** 'found' when `text` holds `name`; else what is gone and where to read on, as the failure's words. */
const lookFor = (text: string | Buffer, name: string, where: string) =>
  text.includes(name)
    ? 'found'
    : `${where} no longer has ${name}: Next.js changed what page-start relies on; see docs/upgrading-nextjs.md`;

it('finds that Next writes the app’s startup scripts under <assetPrefix>/_next/', () => {
  expect(
    lookFor(
      appRender('required-scripts.js'),
      `\${assetPrefix}${NEXT_DIR}\``,
      'next/dist/server/app-render/required-scripts.js',
    ),
  ).toBe('found');
});

it('finds that Next pushes React’s server data from inline scripts onto self.__next_f', () => {
  expect(
    lookFor(
      appRender('use-flight-response.js'),
      `${SERVER_DATA_QUEUE}.push(`,
      'next/dist/server/app-render/use-flight-response.js',
    ),
  ).toBe('found');
});

it('finds that Turbopack’s browser runtime takes its chunks from the TURBOPACK queue', () => {
  // The runtime ships inside Next's compiler, a native package for this platform (@next/swc-*).
  const scope = join(dirname(next), '@next');
  const compilers = readdirSync(scope)
    .filter((name) => name.startsWith('swc-'))
    .flatMap((name) =>
      readdirSync(join(scope, name))
        .filter((file) => file.endsWith('.node'))
        .map((file) => join(scope, name, file)),
    );
  expect(compilers).not.toEqual([]);
  for (const file of compilers)
    expect(lookFor(readFileSync(file), `declare var ${CHUNK_QUEUE}: ChunkRegistry | ChunkRegistration[]`, file)).toBe(
      'found',
    );
});
