#!/usr/bin/env node
/**
 * After `next build`: the CMS as a static app of its own (out-cms/), since Sveltia keeps an
 * editor's GitHub token in its origin's storage and any script on that origin could read it
 * (docs/editing.md). It adds the page, the site's stylesheet and fonts for previews, the site's
 * own pictures (only those the content check passes: anything that runs script here runs with
 * the token), robots.txt and _headers; the site's /admin/ becomes a page that sends editors to CMS_URL.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import analytics from '../lib/analytics/analytics-config.cjs';
import buildRecord from '../lib/build/build-record.cjs';
import svgCheck from '../lib/content/svg-check.cjs';
import * as edit from './html-edit.mjs';
import { ADMIN_DIR, CMS_OUT, OUT, attr, basePath, elementsNamed, htmlFiles, read } from './html-files.mjs';

/** The CMS app's _headers: its page's own policy, plus no framing, and pictures that run nothing. */
export function cmsHeaders(cmsHtml) {
  const meta = [...edit.elements(edit.parseHtml(cmsHtml))].find(edit.isCspMeta);
  const policy = meta && edit.attr(meta, 'content')?.replace(/\s+/g, ' ').trim();
  if (!policy) throw new Error('CMS: its page (cms/index.html) declares no Content-Security-Policy.');
  return [
    '# The CMS app, on an origin of its own (scripts/cms-app.mjs).',
    '/*',
    `  Content-Security-Policy: ${policy}; frame-ancestors 'none'; form-action 'none'`,
    '  X-Frame-Options: DENY',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    '  Cross-Origin-Opener-Policy: same-origin',
    '  X-Robots-Tag: noindex, nofollow',
    '/images/*',
    "  Content-Security-Policy: default-src 'none'; sandbox",
    '',
  ].join('\n');
}

/**
 * What is unsafe about where CMS_URL puts the CMS, in plain words (none when it is on an origin
 * of its own). A URL that is not one is an error, thrown.
 */
export function cmsPlacementWarnings({ cmsUrl, siteUrl, tracking }) {
  if (!cmsUrl) return [];
  if (!URL.canParse(cmsUrl))
    throw new Error(
      `CMS: CMS_URL "${cmsUrl}" is not an address; give its whole address, e.g. https://cms.example.com/`,
    );
  const cms = new URL(cmsUrl);
  if (cms.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(cms.hostname))
    throw new Error(`CMS: CMS_URL "${cmsUrl}" must start with https://, as editors' tokens travel to it.`);
  const warnings = [];
  if (cms.hostname.endsWith('.github.io'))
    warnings.push(
      `the CMS at ${cms.origin} shares that origin with every other GitHub Pages site of ${cms.hostname.split('.')[0]}: any of their scripts can read an editor's token there. Give the CMS a custom domain of its own (docs/deploying.md).`,
    );
  const site = siteUrl ? new URL(siteUrl).origin : '';
  if (site && cms.origin === site)
    warnings.push(
      `the CMS at ${cms.origin} is on the site's own origin, where the site's scripts${tracking.provider ? ` and ${tracking.provider}'s` : ''} run and uploads are served: any of them can read an editor's token. Give the CMS an origin of its own (docs/deploying.md).`,
    );
  return warnings;
}

/** The site's /admin/ page: for editors, who land there out of habit, the way to the CMS. */
export function adminPage(cmsUrl) {
  const address = cmsUrl && edit.escapeAttribute(cmsUrl);
  const body = cmsUrl
    ? `<h1>Content manager</h1><p>The content manager has an address of its own: <a href="${address}">${address}</a></p>`
    : '<h1>Content manager</h1><p>The content manager runs at an address of its own, which this build was not given (CMS_URL). Ask the person who set up the site for it.</p>';
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${cmsUrl ? `<meta http-equiv="refresh" content="0; url=${address}">\n` : ''}<title>Content manager</title>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The pictures of public/images/ the previews show, as paths from that folder: pictures only,
 * never an upload (the site's origin alone serves those), and an SVG only as the content check
 * passes it; one it refuses stops the build, so the CMS's origin never serves it.
 */
export function previewPictures(root = '.') {
  const dir = join(root, 'public', 'images');
  if (!existsSync(dir)) return [];
  return svgCheck.filesUnder(dir).filter((path) => {
    if (path.startsWith('uploads/') || !svgCheck.isPicture(path)) return false;
    const problem = svgCheck.publicFileProblem(path, () => readFileSync(join(dir, path)));
    if (problem) throw new Error(`CMS: public/images/${path}: ${problem}`);
    return true;
  });
}

/** The site's stylesheet for the previews, and the files its url()s name (relative to the stylesheet's folder under /_next/). */
function previewStyles() {
  // Every page links the layout's one stylesheet: the home page's, or, in a build of some routes
  // only (BUILD_PATHS, scripts/next-build.mjs), the first page built.
  const home = read(existsSync(join(OUT, 'index.html')) ? join(OUT, 'index.html') : htmlFiles()[0]);
  const sheets = elementsNamed(home, 'link')
    .filter((link) => attr(link, 'rel') === 'stylesheet')
    .map((link) => attr(link, 'href'));
  if (!sheets.length) throw new Error('cms-app: the home page links no stylesheet');
  const files = new Map();
  let css = sheets
    .map((href) =>
      readFileSync(join(OUT, href.slice(basePath.length)), 'utf8').replace(
        /url\((["']?)(?!data:|https?:)([^)"']+)\1\)/g,
        (_, quote, path) => {
          const site = new URL(path, `http://site${href}`).pathname.slice(basePath.length);
          files.set(site, `fonts/${basename(site)}`);
          return `url(${quote}${files.get(site)}${quote})`;
        },
      ),
    )
    .join('\n')
    .replaceAll('font-display:optional', 'font-display:swap');
  const htmlClasses = (attr(elementsNamed(home, 'html')[0], 'class') ?? '').split(/\s+/).filter(Boolean);
  const rootRules = htmlClasses.flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))]);
  if (!rootRules.some(([, body]) => body.includes('--font-inter')))
    throw new Error('cms-app: no class on the home page’s <html> sets --font-inter; previews would lose the font');
  css += `\n:root{${rootRules.map(([, body]) => body).join(';')}}`;
  return { css, files };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = buildRecord.buildEnv();
  const cmsUrl = env.CMS_URL?.trim() ?? '';
  const warnings = cmsPlacementWarnings({ cmsUrl, siteUrl: env.SITE_URL, tracking: analytics.analyticsConfig(env) });

  const page = readFileSync(join('cms', 'index.html'), 'utf8');
  writeFileSync(join(CMS_OUT, 'index.html'), page);
  writeFileSync(join(CMS_OUT, '_headers'), cmsHeaders(page));
  writeFileSync(join(CMS_OUT, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  cpSync(join('public', 'icon.svg'), join(CMS_OUT, 'icon.svg'));
  for (const path of previewPictures()) {
    mkdirSync(dirname(join(CMS_OUT, 'images', path)), { recursive: true });
    cpSync(join('public', 'images', path), join(CMS_OUT, 'images', path));
  }
  const { css, files } = previewStyles();
  mkdirSync(join(CMS_OUT, 'fonts'), { recursive: true });
  for (const [site, copy] of files) cpSync(join(OUT, site), join(CMS_OUT, copy));
  writeFileSync(join(CMS_OUT, 'site.css'), css);

  mkdirSync(join(OUT, ADMIN_DIR), { recursive: true });
  writeFileSync(join(OUT, ADMIN_DIR, 'index.html'), adminPage(cmsUrl));

  console.log(
    `CMS: its own app in ${CMS_OUT}/ (previews styled by ${Math.round(css.length / 1024)} KB of the site's CSS, ${files.size} font files); ${OUT}/${ADMIN_DIR}/ sends editors to ${cmsUrl || 'no address (CMS_URL is not set)'}.`,
  );
  for (const warning of warnings) {
    console.warn(`\x1b[33mWarning: ${warning}\x1b[0m`);
    if (env.GITHUB_ACTIONS) console.log(`::warning title=Where the CMS runs::${warning}`);
  }
}
