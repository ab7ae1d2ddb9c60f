/**
 * @jest-environment node
 *
 * No page grows with a collection it does not show in full: every template is rendered as the
 * build renders it from the fixtures' growing collections copied LARGE times, then twice as often,
 * and a page's HTML plus its islands' props may grow by a small constant only. Both copies
 * overflow every capped list, so a bounded list shows the same entries in both.
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { kinds } from '@/lib/kinds';
import { contentPath, EDITED } from '@/lib/build/content-dir.cjs';

const ROOT = process.cwd();
const LARGE = 3;
/** What a template's largest page may gain as its collections double (bytes of HTML and island props). */
const ALLOWED_GROWTH = 2048;
/** Pages rendered per template, spread over its entries. */
const SAMPLE = 6;

/** The collections that grow (a kind's `grows`): jobs, articles, case studies, products. */
const GROWING = kinds.flatMap((kind) => ('grows' in kind && kind.grows && kind.collection ? [kind.collection] : []));

/**
 * Copy `n` of an entry's file, dated `n` years earlier and ordered after the originals, so the
 * lists sort the copies in blocks, not each beside its original: every page of a list then mixes
 * entries as the originals do, and a page's weight changes with the list's length alone. Its
 * title starts with its number, as two pages of one title are refused (lib/content/load.ts).
 */
const copy = (source: string, n: number) =>
  source
    .replace(/^(title: '?)/m, `$1${n} `)
    .replace(/^order: (\d+)$/m, (_, order: string) => `order: ${Number(order) + 1000 * n}`)
    .replace(/^(datePosted|date): (\d{4})/m, (_, key: string, year: string) => `${key}: ${Number(year) - n}`);

/**
 * A content folder (inside the project, as CONTENT_DIR must be) holding the tests' content with
 * each growing collection's files copied `times` times (the originals first), each copy a file of
 * its own, `<slug>-copy-<n>` (copy): the site's own loader then reads it as it reads an editor's.
 */
function grownContent(times: number): string {
  const dir = `.cache/growth-${times}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(contentPath(EDITED), dir, { recursive: true });
  for (const def of GROWING) {
    const folder = join(dir, relative(EDITED, def.folder));
    for (const name of readdirSync(folder)) {
      const extension = name.slice(name.lastIndexOf('.'));
      const source = readFileSync(join(folder, name), 'utf8');
      for (let n = 1; n < times; n++)
        writeFileSync(join(folder, `${name.slice(0, -extension.length)}-copy-${n}${extension}`), copy(source, n));
    }
  }
  return dir;
}

/** Every route file of the app: `app/careers/[slug]/page.tsx` → its module path and parameter names. */
function routeFiles(dir = join(ROOT, 'app')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'page.tsx' ? [full] : [];
  });
}

/** The modules whose exports are islands: the build sends what they receive to the browser. */
function clientModules(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', '.next', '.git', 'out', 'e2e'].includes(name) || name.startsWith('out-')) return [];
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return clientModules(full);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return /^\s*['"]use client['"]/.test(readFileSync(full, 'utf8')) ? [full] : [];
  });
}

/** Bytes of an island's props as the build would serialise them (elements by their own props). */
function propsBytes(props: unknown): number {
  const seen = new WeakSet();
  const json = JSON.stringify(props, (key, value: unknown) => {
    if (key.startsWith('_') || typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (isValidElement(value)) return value.props;
    if (value && typeof value === 'object') {
      if (seen.has(value)) return undefined;
      seen.add(value);
    }
    return value;
  });
  return json ? Buffer.byteLength(json) : 0;
}

type Renderer = typeof import('react-dom/server').renderToPipeableStream;

function renderHtml(renderToPipeableStream: Renderer, node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        out += chunk;
        done();
      },
    });
    sink.on('finish', () => resolve(out));
    const stream = renderToPipeableStream(node, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

type Page = ComponentType<{ params: Promise<Record<string, string>> }>;
interface RouteModule {
  default: Page;
  generateStaticParams?: () => Record<string, string>[] | Promise<Record<string, string>[]>;
}

/** Per template (route file), its largest page's weight, rendered from content copied `times` times. */
async function weights(times: number): Promise<Map<string, { bytes: number; page: string }>> {
  const result = new Map<string, { bytes: number; page: string }>();
  let islandBytes = 0;
  // React's production build, as in `next build` (and several times faster than its development build).
  const env = process.env as Record<string, string | undefined>;
  const { NODE_ENV: nodeEnv, CONTENT_DIR: contentDir } = env;
  env.NODE_ENV = 'production';
  env.CONTENT_DIR = grownContent(times);
  await jest
    .isolateModulesAsync(async () => {
      for (const file of clientModules()) {
        jest.doMock(file, () => {
          const actualExports = jest.requireActual<Record<string, unknown>>(file);
          return Object.fromEntries([
            ['__esModule', true],
            ...Object.entries(actualExports).map(([name, value]) => {
              if (typeof value !== 'function' || !/^[A-Z]/.test(value.name || name)) return [name, value];
              const Island = value as (props: object) => ReactNode;
              const metered = (props: object) => {
                islandBytes += propsBytes(props);
                return Island(props);
              };
              return [name, Object.assign(metered, Island)];
            }),
          ]);
        });
      }
      // The renderer from the same module registry as the pages, so both share one React.
      const { renderToPipeableStream } = await import('react-dom/server');
      const { default: Layout } = (await import('@/app/layout')) as { default: ComponentType<{ children: ReactNode }> };
      // The originals' pages stand for their copies, which render the same; a sample of them keeps
      // this test to seconds (each page's own content does not change with the collection).
      const originals = (params: Record<string, string>) => !Object.values(params).some((v) => v.includes('-copy-'));
      const sample = <T,>(list: T[]) =>
        list.length <= SAMPLE
          ? list
          : Array.from({ length: SAMPLE }, (_, i) => list[Math.floor((i * list.length) / SAMPLE)]!);
      for (const file of routeFiles()) {
        const template = relative(ROOT, file);
        const route = (await import(file)) as RouteModule;
        const all = route.generateStaticParams ? await route.generateStaticParams() : [{}];
        const params = all.filter(originals);
        for (const param of sample(params.length ? params : all)) {
          islandBytes = 0;
          const Page = route.default;
          const html = await renderHtml(
            renderToPipeableStream,
            <Layout>
              <Page params={Promise.resolve(param)} />
            </Layout>,
          );
          const bytes = Buffer.byteLength(html) + islandBytes;
          const page = JSON.stringify(param);
          if (bytes > (result.get(template)?.bytes ?? -1)) result.set(template, { bytes, page });
        }
      }
    })
    .finally(() => {
      rmSync(env.CONTENT_DIR!, { recursive: true, force: true });
      Object.assign(env, { NODE_ENV: nodeEnv, CONTENT_DIR: contentDir });
    });
  return result;
}

it('no page template grows by more than a small constant as its collections double', async () => {
  const small = await weights(LARGE);
  const doubled = await weights(LARGE * 2);
  const report = [...small].map(([template, before]) => {
    const after = doubled.get(template);
    return { template, before: before.bytes, after: after?.bytes ?? 0, growth: (after?.bytes ?? 0) - before.bytes };
  });
  expect(report.length).toBeGreaterThan(15);
  expect(
    report
      .filter((r) => r.growth > ALLOWED_GROWTH)
      .map((r) => `${r.template}: ${r.before} → ${r.after} bytes (+${r.growth})`),
  ).toEqual([]);
});
