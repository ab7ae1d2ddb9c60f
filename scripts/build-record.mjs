#!/usr/bin/env node
/**
 * The last step of `npm run build`: records in the export what it was built for
 * (lib/build-record.cjs), and a hash of each page, which the next deploy compares with its own
 * to check the pages an edit changed (scripts/check-scope.mjs).
 */
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import buildRecord from '../lib/build-record.cjs';
import { htmlFiles, OUT, read, routeOf } from './html-files.mjs';

// Next writes the build's random id into every page (its folder under _next/static/); a page is
// the same page when nothing else in it changed.
const buildId = readdirSync(join(OUT, '_next', 'static')).find((name) => !['chunks', 'media'].includes(name));
const hash = (html) =>
  createHash('sha256')
    .update(buildId ? html.replaceAll(buildId, '') : html)
    .digest('base64url')
    .slice(0, 16);
const pages = Object.fromEntries(htmlFiles().map((file) => [routeOf(file), hash(read(file))]));
const record = { ...buildRecord.wantedBuild(buildRecord.buildEnv()), builtAt: new Date().toISOString(), pages };
writeFileSync(join(OUT, buildRecord.RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
console.log(`Build record: ${buildRecord.describe(record)} (${OUT}/${buildRecord.RECORD_FILE}).`);
