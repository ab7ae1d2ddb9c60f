/**
 * @jest-environment node
 *
 * The README's rules about where code lives, checked over the source tree so that none of them
 * is prose only. Each failure names the file (and line) that breaks the rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { paths } from './paths';
import { ATTR } from './page-start/protocol';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|cjs)$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const code = ['app', 'components', 'lib'].flatMap(sourceFiles);
const lines = (file: string) => readFileSync(file, 'utf8').split('\n');

/** Every module of the project's code, tests and fixtures aside. */
const everyModule = ['app', 'components', 'lib', 'cms', 'scripts', 'bench', 'tests', 'e2e']
  .flatMap(sourceFiles)
  .filter((file) => !/\.(spec|fixture)\.tsx?$/.test(file));
/** import, import type, export … from, import(), require(): type imports load nothing, but still order the floors. */
const IMPORT =
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'|\b(?:import|require)\(\s*'([^']+)'\s*\)/gm;
/** The project's files a module imports (resolved as the bundlers do), and the packages. */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const files: string[] = [];
  const packages: string[] = [];
  for (const [, ...specs] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = specs.find(Boolean)!;
    const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? join(dirname(file), spec) : undefined;
    if (base === undefined) packages.push(spec);
    else {
      const found = ['', '.ts', '.tsx', '.mjs', '.cjs', '/index.ts']
        .map((end) => normalize(base + end))
        .find((f) => existsSync(f) && statSync(f).isFile());
      if (found && /\.(ts|tsx|mjs|cjs)$/.test(found)) files.push(found);
    }
  }
  return { files, packages };
}

describe('house rules (README "Where things live")', () => {
  it('builds site URLs only in lib/paths.ts', () => {
    const sections = [
      ...new Set(
        Object.values(paths)
          .map((p) => (typeof p === 'string' ? p : (p as (...parts: string[]) => string)('x', 'x')).split('/')[1])
          .filter((s): s is string => !!s && !s.startsWith('#') && !s.startsWith('.')),
      ),
    ];
    const literal = new RegExp(`['"\`]/(${sections.map((s) => s.replace(/[.-]/g, '\\$&')).join('|')})(/|['"\`$])`);
    const found = code
      .filter((file) => file !== join('lib', 'paths.ts'))
      .flatMap((file) =>
        lines(file).flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('keeps client code in islands under components/ (app/ holds only the error boundaries Next requires)', () => {
    const client = code.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
    const misplaced = client.filter(
      (file) => !file.startsWith(`components${'/'}`) && !['app/error.tsx', 'app/global-error.tsx'].includes(file),
    );
    expect(misplaced).toEqual([]);
  });

  it('navigates by plain links only: no client router, so the export can drop route payloads', () => {
    // scripts/prune-export.mjs removes the RSC files `next/link` and the router would fetch.
    const found = code.flatMap((file) =>
      lines(file).flatMap((line, i) =>
        /from ['"]next\/link['"]|\buseRouter\(|\bredirect\(/.test(line) ? [`${file}:${i + 1}`] : [],
      ),
    );
    expect(found).toEqual([]);
  });

  it('has every island tell page-start it is live one way: markReady (components/ui/island-ready.ts)', () => {
    const found = code
      .filter((file) => !file.endsWith('island-ready.ts') && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        lines(file).flatMap((line, i) =>
          /setAttribute\(\s*(['"]data-ready['"]|ATTR\.ready)|dataset\.ready\s*=/.test(line) ? [`${file}:${i + 1}`] : [],
        ),
      );
    expect(found).toEqual([]);
  });

  it('names the island protocol’s attributes only in lib/page-start/protocol.ts', () => {
    // `data-js` is also a CSS hook (app/globals.css), outside the code searched here.
    const names = new RegExp(`['"\`\\s[](${Object.values(ATTR).join('|')})(?![\\w-])`);
    const found = code
      .filter((file) => !file.endsWith('protocol.ts') && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        lines(file).flatMap((line, i) =>
          !/^\s*(\*|\/\/)/.test(line) && names.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
      );
    expect(found).toEqual([]);
  });

  it('has every page in the registry: each route a descriptor and a template, nothing else', () => {
    const pageRoutes = sourceFiles('app').filter((file) => /[\\/]page\.tsx$/.test(file));
    expect(pageRoutes.length).toBeGreaterThanOrEqual(20);
    const thick = pageRoutes.filter((file) => {
      const imports = lines(file).filter((line) => line.startsWith('import '));
      return (
        lines(file).length > 16 ||
        imports.length > 3 ||
        !imports.some((line) => line.includes("from '@/lib/pages/")) ||
        !imports.some((line) => line.includes("from '@/components/")) ||
        !/export const (metadata|generateMetadata) = \w+\.(metadata\(\)|generateMetadata);/.test(
          readFileSync(file, 'utf8'),
        )
      );
    });
    expect(thick).toEqual([]);
  });

  it('draws every Open Graph card in one route, from the registry’s descriptors', () => {
    const drawing = sourceFiles('app').filter((file) => /\bogImage\(/.test(readFileSync(file, 'utf8')));
    expect(drawing).toEqual([join('app', 'og', '[...file]', 'route.tsx')]);
  });

  it('builds page metadata and JSON-LD only from descriptors: pageMetadata in the descriptor and lib/pages/, JsonLd through PageLd', () => {
    const found = code
      .filter(
        (file) =>
          !file.startsWith(join('lib', 'pages')) &&
          ![join('lib', 'seo', 'metadata.ts'), join('lib', 'kinds', 'descriptor.ts')].includes(file),
      )
      .flatMap((file) =>
        lines(file).flatMap((line, i) =>
          /\bpageMetadata\(|<JsonLd\b/.test(line) && file !== join('components', 'seo', 'PageLd.tsx')
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
      );
    expect(found).toEqual([]);
  });

  it('keeps the README under 150 lines, a map whose details live in docs/', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThan(150);
  });

  it('names each concept one way (docs/content.md, "Names"), in files and folders and in code', () => {
    // Second names the project once had: page-start was also "the loader" and "after-paint", a
    // page's copy was also "pages", an entry's route parameter had four names.
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? [join(dir, entry.name), ...walk(join(dir, entry.name))] : [join(dir, entry.name)],
      );
    const tree = ['app', 'components', 'lib', 'scripts', 'tests', 'checks', 'cms', 'content', 'docs'].flatMap((dir) =>
      walk(dir),
    );
    expect(
      tree.filter((path) => /after-paint|loader|content[\\/]pages|\[(?!slug\]|page\]|file\]|\.\.\.)\w+\]/.test(path)),
    ).toEqual([]);
    const secondNames = /\b(loaderData|afterPaint|productSlug|serviceSlug)\b|text\/x-after-paint/;
    const found = code.flatMap((file) =>
      lines(file).flatMap((line, i) => (secondNames.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('has no import circle anywhere, type imports included (a module loads after all it imports)', () => {
    const circles = new Set<string>();
    // Depth first from every module: an import of a module still on the path closes a circle.
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      const at = path.indexOf(file);
      if (at >= 0) return void circles.add([...path.slice(at), file].join(' -> '));
      if (done.has(file)) return;
      for (const next of importsOf(file).files) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of everyModule) visit(file, []);
    expect([...circles]).toEqual([]);
  });

  it('keeps lib/ below the floors that use it: no import of app/, components/, cms/, scripts/, bench/, tests/ or e2e/', () => {
    const up = /^(app|components|cms|scripts|bench|tests|e2e)\//;
    const found = everyModule
      .filter((file) => file.startsWith('lib/'))
      .flatMap((file) => importsOf(file).files.flatMap((next) => (up.test(next) ? [`${file} -> ${next}`] : [])));
    expect(found).toEqual([]);
  });

  it('keeps the content side (schemas, collections, loader, check, the scale bench’s generator) free of templates, React and Next', () => {
    // What a plain Node script bundles to check or make content: a template, React or Next in it
    // stops that bundle (the scale bench once failed on next/navigation) and ties content to pages.
    const contentSide = [
      ...everyModule.filter((file) => file.startsWith('lib/content/')),
      'scripts/prepare-content.mjs',
      'bench/more-content.mjs',
    ];
    const reached = new Map<string, string>(contentSide.map((file) => [file, file]));
    const found: string[] = [];
    for (const [file, chain] of reached) {
      const { files, packages } = importsOf(file);
      for (const name of packages) if (/^(react|react-dom|next)(\/|$)/.test(name)) found.push(`${chain} -> ${name}`);
      for (const next of files) {
        if (/^(app|components)\/|\.tsx$/.test(next)) found.push(`${chain} -> ${next}`);
        else if (!reached.has(next)) reached.set(next, `${chain} -> ${next}`);
      }
    }
    expect(found).toEqual([]);
  });
});
