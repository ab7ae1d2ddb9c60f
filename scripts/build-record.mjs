#!/usr/bin/env node
/**
 * The last step of `npm run build`: records in the export what it was built for
 * (lib/build-record.cjs), and a hash of each page, which the next deploy compares with its own
 * to check the pages an edit changed (scripts/check-scope.mjs).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import buildRecord from '../lib/build-record.cjs';
import { htmlFiles, OUT, read, routeOf } from './html-files.mjs';

const pages = Object.fromEntries(
  htmlFiles().map((file) => [routeOf(file), createHash('sha256').update(read(file)).digest('base64url').slice(0, 16)]),
);
const record = { ...buildRecord.wantedBuild(buildRecord.buildEnv()), builtAt: new Date().toISOString(), pages };
writeFileSync(join(OUT, buildRecord.RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
console.log(`Build record: ${buildRecord.describe(record)} (${OUT}/${buildRecord.RECORD_FILE}).`);
