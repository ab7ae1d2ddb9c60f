/**
 * The README's rules about where code lives, checked over the source tree so that none of them
 * is prose only. Each failure names the file (and line) that breaks the rule.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  it('keeps lib/ free of components and routes', () => {
    const found = sourceFiles('lib').flatMap((file) =>
      lines(file).flatMap((line, i) =>
        /from ['"](@\/(components|app)\/|\.\.\/(components|app)\/)/.test(line) ? [`${file}:${i + 1}`] : [],
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

  it('builds page metadata and JSON-LD only from descriptors: pageMetadata in lib/pages/, JsonLd through PageLd', () => {
    const found = code
      .filter((file) => !file.startsWith(join('lib', 'pages')) && file !== join('lib', 'seo.ts'))
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
    const tree = ['app', 'components', 'lib', 'scripts', 'tests', 'cms', 'content', 'docs'].flatMap((dir) => walk(dir));
    expect(
      tree.filter((path) => /after-paint|loader|content[\\/]pages|\[(?!slug\]|page\]|file\]|\.\.\.)\w+\]/.test(path)),
    ).toEqual([]);
    const secondNames = /\b(loaderData|afterPaint|productSlug|serviceSlug)\b|text\/x-after-paint/;
    const found = code.flatMap((file) =>
      lines(file).flatMap((line, i) => (secondNames.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('has no import circle through lib/content, type imports included (a module loads after all it imports)', () => {
    // The project's own files a module imports statically (`import`, `import type`, `export … from`).
    const importsOf = (file: string): string[] =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms)].flatMap(
        ([, spec]) => {
          const base = spec!.startsWith('@/')
            ? spec!.slice(2)
            : spec!.startsWith('.')
              ? join(dirname(file), spec!)
              : '';
          const found = ['.ts', '.tsx', '/index.ts', ''].map((end) => normalize(base + end)).find((f) => existsSync(f));
          return base && found && /\.tsx?$/.test(found) ? [found] : [];
        },
      );
    const start = code.filter((file) => file.startsWith(join('lib', 'content')) && /\.tsx?$/.test(file));
    const circles = new Set<string>();
    // Depth first from each module of lib/content: an import of a module still on the path closes a circle.
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      const at = path.indexOf(file);
      if (at >= 0) {
        const circle = path.slice(at);
        if (circle.some((f) => f.startsWith(join('lib', 'content')))) circles.add([...circle, file].join(' -> '));
        return;
      }
      if (done.has(file)) return;
      for (const next of importsOf(file)) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of start) visit(file, []);
    expect([...circles]).toEqual([]);
  });
});
