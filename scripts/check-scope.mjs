#!/usr/bin/env node
/**
 * Which pages a deploy's checks read, so an editor's publish is checked in a time that grows with
 * the edit, not the site. Against the live site's build.json: every page when anything but the
 * editors' folders changed (or the record cannot be read); else the pages whose own content
 * differs, plus one page of every template for what they share.
 * `node scripts/check-scope.mjs <URL or file of the live build.json>` writes
 * reports/checked-pages.json (read when CHECK_PAGES names it); `--behaviour-key` prints the name
 * of what the behaviour tests read, whose passed result the deploy reuses.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the CMS writes: every entry and page of copy, and uploaded photos (lib/content/cms-config.ts). */
export const EDITOR_FOLDERS = ['content/', 'public/images/uploads/'];

/**
 * A name for everything the behaviour tests read (every tracked file but the editors' folders, by
 * content): the same name, the same result, so the deploy keeps a passed result under it.
 */
export function behaviourKey() {
  const files = execFileSync('git', ['ls-files', '-s', '--', '.', ...EDITOR_FOLDERS.map((f) => `:!:${f}`)], {
    encoding: 'utf8',
  });
  return `behaviour-passed-${createHash('sha256').update(files).digest('hex').slice(0, 40)}`;
}

/** What each kind of dynamic segment matches: optional catch-all, catch-all, one segment. */
const PARAMETERS = [
  [/^\[\[\.\.\.\w+\]\]$/, '(?:[^/]+/)*'],
  [/^\[\.\.\.\w+\]$/, '(?:[^/]+/)+'],
  [/^\[\w+\]$/, '[^/]+/'],
];

/** The route patterns of the templates: `app/careers/[slug]/page.tsx` matches /careers/<one segment>/. */
export function templates(pageFiles) {
  return pageFiles.map((file) => {
    const segments = file.split('/').slice(1, -1);
    const source = segments
      .map((s) => PARAMETERS.find(([kind]) => kind.test(s))?.[1] ?? `${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`)
      .join('');
    // Static segments win over parameters, as in Next's routing: /services/enterprise-it/ is its own page.
    const rank = segments.map((segment) => (segment.startsWith('[') ? '1' : '0')).join('');
    return { file, pattern: new RegExp(`^/${source}$`), rank };
  });
}

/** The template a route was exported from; a route no page file matches (404.html) is its own. */
export function templateOf(route, patterns) {
  const matching = patterns.filter((t) => t.pattern.test(route)).sort((a, b) => a.rank.localeCompare(b.rank));
  return matching[0]?.file ?? route;
}

/**
 * The routes to check, or 'all'.
 * @param {object} scope
 * @param {string[] | null} scope.changed paths changed since the live site's commit; null when unknown
 * @param {Record<string, string> | null} scope.live each live page's hash; null when unknown
 * @param {Record<string, string>} scope.built each page's hash in this build
 * @param {(route: string) => string} scope.templateOf
 * @param {(route: string, upload: string) => boolean} scope.names whether a page names an uploaded file
 */
export function pagesToCheck({ changed, live, built, templateOf: template, names }) {
  if (!changed || !live) return 'all';
  if (!changed.every((path) => EDITOR_FOLDERS.some((folder) => path.startsWith(folder)))) return 'all';
  const uploads = changed.filter((path) => path.startsWith('public/images/uploads/'));
  const routes = Object.keys(built).sort();
  const touched = routes.filter(
    (route) => live[route] !== built[route] || uploads.some((upload) => names(route, basename(upload))),
  );
  const seen = new Set(touched.map(template));
  const firstOfTemplate = routes.filter((route) => {
    const file = template(route);
    if (seen.has(file)) return false;
    seen.add(file);
    return true;
  });
  return [...new Set([...touched, ...firstOfTemplate])].sort();
}

/** The page files under app/, as `app/…/page.tsx`. */
const pageFiles = () =>
  readdirSync('app', { recursive: true })
    .filter((path) => basename(path) === 'page.tsx')
    .map((path) => `app/${path.split(sep).join('/')}`);

async function liveRecord(source) {
  if (!/^https?:\/\//.test(source)) return JSON.parse(readFileSync(source, 'utf8'));
  const response = await fetch(source, { signal: AbortSignal.timeout(15_000) });
  return response.ok ? response.json() : null;
}

async function main(source) {
  const [{ OUT, htmlFiles, read, routeOf }, { RECORD_FILE, readRecord }] = await Promise.all([
    import('./html-files.mjs'),
    import('../lib/build/build-record.cjs').then((m) => m.default),
  ]);
  const built = readRecord(OUT)?.pages;
  if (!built) throw new Error(`${OUT}/${RECORD_FILE} has no page hashes: build first`);
  // Whatever goes wrong (a first deploy, a commit not in this clone, no network) checks every page.
  const live = source ? await liveRecord(source).catch(() => null) : null;
  let changed = null;
  try {
    if (live?.commit)
      changed = execFileSync('git', ['diff', '--name-only', live.commit, 'HEAD'], { encoding: 'utf8', stdio: 'pipe' })
        .split('\n')
        .filter(Boolean);
  } catch {
    changed = null;
  }
  const patterns = templates(pageFiles());
  const files = new Map(htmlFiles().map((file) => [routeOf(file), file]));
  const scope = pagesToCheck({
    changed,
    live: live?.pages ?? null,
    built,
    templateOf: (route) => templateOf(route, patterns),
    names: (route, upload) => read(files.get(route)).includes(upload),
  });
  const routes = scope === 'all' ? Object.keys(built).sort() : scope;
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/checked-pages.json', `${JSON.stringify(routes, null, 1)}\n`);
  console.log(
    scope === 'all'
      ? `Check scope: every page (${routes.length}): ${changed ? 'code changed' : 'no live record to compare with'}.`
      : `Check scope: ${routes.length} of ${Object.keys(built).length} pages (${changed.length} editor file(s) changed): ${routes.join(' ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--behaviour-key') console.log(behaviourKey());
  else main(process.argv[2]);
}
