/**
 * @jest-environment node
 *
 * What `npm run kinds` writes from the kind modules of this folder, so a kind is one module and
 * its template: the registry (./index.ts, the kinds in their `order`), each kind's routes under
 * app/ (its page, and its list's pages and JSON), and the CMS's previews of them
 * (cms/kind-templates.tsx). Fails when a written file lags behind the kinds, naming it;
 * `UPDATE_KINDS=1` (npm run kinds) writes them, and removes a route the kinds no longer make.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { collections } from '@/lib/content/collections';
import type { KindDef } from './define';

// The kinds are found by their files.
const load = (file: string) => require(`./${file}`) as { kind: KindDef<never> };

const HEADER = '// Written by `npm run kinds` from lib/kinds/';
const folder = join(process.cwd(), 'lib', 'kinds');
const modules = readdirSync(folder)
  .filter((file) => /^[a-z-]+\.ts$/.test(file) && !['define.ts', 'descriptor.ts', 'index.ts'].includes(file))
  .map((file) => ({ file: file.replace(/\.ts$/, ''), ...load(file.replace(/\.ts$/, '')) }))
  .sort((a, b) => a.kind.order - b.kind.order);

/** A template `<file>` exports the component named as the file, `<file>#<Name>` the one named. */
const componentOf = (template: string) => template.split('#')[1] ?? template.split('/').at(-1)!;
const importOf = (template: string) =>
  `import { ${componentOf(template)} } from '@/components/${template.split('#')[0]}';`;

function registry(): string {
  return [
    `${HEADER}*.ts: add a kind there, not here.`,
    '/** The page kinds, in their `order`: every registry reads them (lib/kinds/define.ts). */',
    ...modules.map(({ file, kind }) => `import * as ${kind.name} from './${file}';`),
    '',
    `export const kinds = [${modules.map(({ kind }) => `${kind.name}.kind`).join(', ')}] as const;`,
  ].join('\n');
}

/** The app/ folder of a path that `paths` makes for the parameter `[slug]`. */
const appDir = (path: string) => join('app', ...path.split('/').filter(Boolean));

/** A route file of the kind in `file`: whence it was written, its template if it draws one, the kind and its binder (lib/pages/bound.ts). */
const routeFile = (file: string, template: string | undefined, binder: 'pagesOf' | 'listOf', body: string[]) =>
  [
    `${HEADER}${file}.ts: change it there.`,
    ...(template ? [importOf(template)] : []),
    `import { kind } from '@/lib/kinds/${file}';`,
    `import { ${binder} } from '@/lib/pages/bound';`,
    '',
    ...body,
  ].join('\n');

function routes(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const { file, kind } of modules) {
    const component = componentOf(kind.template.file);
    const pageDir = join(appDir(kind.route('[slug]')), ...(kind.paged ? ['[[...page]]'] : []));
    files[join(pageDir, 'page.tsx')] = routeFile(file, kind.template.file, 'pagesOf', [
      'const pages = pagesOf(kind);',
      '',
      'export const dynamicParams = false;',
      'export const generateStaticParams = pages.generateStaticParams;',
      'export const generateMetadata = pages.generateMetadata;',
      '',
      `export default pages.route((entry, page) => <${component} ${kind.template.prop}={entry} page={page} />);`,
    ]);
    const { list } = kind;
    if (!list) continue;
    const listDir = appDir(list.base);
    const List = componentOf(list.template);
    files[join(listDir, 'page.tsx')] = routeFile(file, list.template, 'listOf', [
      'const list = listOf(kind);',
      '',
      'export const metadata = list.metadata();',
      '',
      'export default function ListPage() {',
      `  return <${List} page={1} />;`,
      '}',
    ]);
    files[join(listDir, 'page', '[page]', 'page.tsx')] = routeFile(file, list.template, 'listOf', [
      'const list = listOf(kind);',
      '',
      'export const dynamicParams = false;',
      'export const generateStaticParams = list.generateStaticParams;',
      'export const generateMetadata = list.generateMetadata;',
      '',
      `export default list.route((n) => <${List} page={n} />);`,
    ]);
    if (list.filters)
      files[join(listDir, 'list.json', 'route.ts')] = routeFile(file, undefined, 'listOf', [
        "export const dynamic = 'force-static';",
        '',
        '/** The whole list in the fields its cards and filters need: loaded once a filter is used on a list longer than a page. */',
        'export function GET() {',
        '  return Response.json(listOf(kind).all());',
        '}',
      ]);
  }
  return files;
}

function previews(): string {
  const shown = modules.filter((m) => m.kind.collection);
  return [
    `${HEADER}*.ts: change a kind there, not here.`,
    '/** Each kind’s template by its collection’s name, for the CMS’s preview of an entry (cms/pages.tsx). */',
    ...[...new Set(shown.flatMap(({ kind }) => [kind.template.file, ...(kind.list ? [kind.list.template] : [])]))]
      .sort()
      .map(importOf),
    ...shown.map(({ file, kind }) => `import { kind as ${kind.name} } from '@/lib/kinds/${file}';`),
    "import { template } from './templates';",
    '',
    'export const kindTemplates = [',
    ...shown.map(({ kind }) => {
      const page = `(entry, page) => <${componentOf(kind.template.file)} ${kind.template.prop}={entry} page={page} />`;
      const list = kind.list ? `, (n) => <${componentOf(kind.list.template)} page={n} />` : '';
      return `  template(${kind.name}, ${page}${list}),`;
    }),
    '];',
  ].join('\n');
}

/** Prettier in a process of its own: Jest's module loader cannot load its plugins. */
const FORMAT = `
const { format, resolveConfig } = await import('prettier');
const files = JSON.parse(await new Response(process.stdin).text());
const options = await resolveConfig('package.json');
for (const file in files) files[file] = await format(files[file], { ...options, filepath: file });
process.stdout.write(JSON.stringify(files));`;

/** Every file `npm run kinds` writes, formatted as Prettier formats the project. */
function expected(): Record<string, string> {
  const files = { 'lib/kinds/index.ts': registry(), 'cms/kind-templates.tsx': previews(), ...routes() };
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', FORMAT], {
    input: JSON.stringify(files),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string>;
}

/** The route files under app/ an earlier run wrote. */
function written(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return written(path);
    return /\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').startsWith(HEADER) ? [path] : [];
  });
}

describe('npm run kinds', () => {
  it('wrote the registry, the routes and the CMS previews the kinds make, and no other route', () => {
    const files = expected();
    if (process.env.UPDATE_KINDS) {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      for (const file of written()) if (!(file in files)) rmSync(file);
    }
    const stale = written().filter((file) => !(file in files));
    const lagging = Object.entries(files)
      .filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text)
      .map(([file]) => relative(process.cwd(), file));
    expect({ lagging, stale }).toEqual({ lagging: [], stale: [] });
  });

  it('gives each kind a name and an order, and each collection a search group, of its own', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    const kinds = modules.map((m) => m.kind);
    expect(unique(kinds.map((kind) => kind.name))).toBe(true);
    expect(unique(kinds.map((kind) => kind.order))).toBe(true);
    const groups = collections.flatMap((def) => (def.search ? [def.search] : []));
    expect(unique(groups.map((group) => group.group))).toBe(true);
    expect(unique(groups.map((group) => group.order))).toBe(true);
  });

  it('has lib/content/collections/index.ts list the kinds’ collections first, in the kinds’ order', () => {
    const ofKinds = modules.flatMap(({ kind }) => (kind.collection ? [kind.collection.name] : []));
    expect(collections.slice(0, ofKinds.length).map((def) => def.name)).toEqual(ofKinds);
  });
});
