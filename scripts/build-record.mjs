#!/usr/bin/env node
/**
 * The last step of `npm run build`: records in the export what it was built for
 * (lib/build/build-record.cjs), and a hash of what each page says, which the next deploy compares with
 * its own to check the pages an edit changed (scripts/check-scope.mjs), with each page's title;
 * given the live site's record (LIVE_RECORD), it prints the pages this build would take off the site.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import buildRecord from '../lib/build/build-record.cjs';
import { htmlFiles, OUT, read, routeOf } from './html-files.mjs';

/** The few entities a title is written with (React escapes &, <, >, quotes). */
const decodeEntities = (text) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? "'");

/**
 * What a page says of its own: its title, description, canonical address and structured data, and
 * its <main>. The rest of its HTML is shared by every page of its template: the header and footer,
 * the scripts and their policy, the app's data, which carries Next's random build id and the
 * search index's version, so that any edit of a searchable entry changes every page there. A
 * change in those is checked on one page of every template (scripts/check-scope.mjs).
 */
const OWN = [
  /<title>[\s\S]*?<\/title>/g,
  /<meta name="description"[^>]*>/g,
  /<link rel="canonical"[^>]*>/g,
  /<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
  /<main[\s>][\s\S]*<\/main>/g,
];
const own = (html) => OWN.flatMap((pattern) => html.match(pattern) ?? []).join('\n');
const hash = (html) => createHash('sha256').update(own(html)).digest('base64url').slice(0, 16);

const files = htmlFiles().map((file) => ({ route: routeOf(file), html: read(file) }));
const pages = Object.fromEntries(files.map(({ route, html }) => [route, hash(html)]));
// How editors know a page, for the next build's list of pages that vanish.
const titles = Object.fromEntries(
  files.map(({ route, html }) => [route, decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')]),
);
const wanted = buildRecord.wantedBuild(buildRecord.buildEnv());
// A build of some routes only names every page the content makes, and the web app manifest, which
// Next's build of some routes never makes whatever BUILD_PATHS names (app/manifest.ts, a metadata
// route: measured on Next 16.4): its link check accepts a link to one of those it did not build,
// and no other (checks/links.mjs).
const manifest = existsSync('app/manifest.ts') ? ['/manifest.webmanifest'] : [];
const sitePages = wanted.routes
  ? { sitePages: [...JSON.parse(readFileSync(buildRecord.SITE_PAGES_FILE, 'utf8')), ...manifest] }
  : {};
// What still stands in for the company's own facts (a preview's, a test's): none on its own domain.
const standIns = existsSync(buildRecord.STAND_INS_FILE)
  ? JSON.parse(readFileSync(buildRecord.STAND_INS_FILE, 'utf8'))
  : [];
const record = { ...wanted, builtAt: new Date().toISOString(), pages, titles, ...sitePages, standIns };
writeFileSync(join(OUT, buildRecord.RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
console.log(`Build record: ${buildRecord.describe(record)} (${OUT}/${buildRecord.RECORD_FILE}).`);
for (const line of standIns) console.log(`  stand-in: ${line}`);
// What publishing this build takes off the live site, named: a deleted entry's page, and any page
// that rested on it (the content check has refused the second kind already, lib/content-check/prepare.ts).
const live = buildRecord.liveRecord();
if (live) {
  const gone = buildRecord.vanishedPages(live, Object.keys(pages));
  console.log(
    gone.length
      ? `Pages the live site has and this build does not:\n${gone.map((page) => `  ${buildRecord.pageName(page)}`).join('\n')}`
      : 'Every page of the live site is in this build.',
  );
}
