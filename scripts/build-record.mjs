#!/usr/bin/env node
/** The last step of `npm run build`: records in the export what it was built for (lib/build-record.cjs). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import buildRecord from '../lib/build-record.cjs';
import { OUT } from './html-files.mjs';

const record = { ...buildRecord.wantedBuild(buildRecord.buildEnv()), builtAt: new Date().toISOString() };
writeFileSync(join(OUT, buildRecord.RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
console.log(`Build record: ${buildRecord.describe(record)} (${OUT}/${buildRecord.RECORD_FILE}).`);
