#!/usr/bin/env node
/**
 * The `next build` step of `npm run build`. With BUILD_PATHS (comma-separated files under app/,
 * globs allowed) it builds only those routes, through Next's `--debug-build-paths`: seconds
 * instead of a minute, for a check of the pages one edit touches (e2e/cms-publish.spec.ts). The
 * later steps see the same variable: the sitemap check then expects only the pages built.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const only = process.env.BUILD_PATHS?.trim();
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const args = [next, 'build', ...(only ? ['--debug-build-paths', only] : [])];
process.exitCode = spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
