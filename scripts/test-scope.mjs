#!/usr/bin/env node
/**
 * Which tests a deploy needs (.github/workflows/deploy.yml). The behaviour tests name entries of
 * today's content (the job a visitor applies to, what a filter finds), so an editor who closes
 * that job would see the publish refused for a reason that is not theirs. When nothing but the
 * editors' folders changed since the commit the live site was built from, the deploy runs the
 * checks that hold for any content (`npm run test:content`); any other change, or a live commit
 * it cannot read, runs `npm test`. Comparing with the live site, not the previous push, means
 * code that failed its tests is never published by a later edit of content.
 *
 * `node scripts/test-scope.mjs <url of the live site's deployed-commit.txt>` prints `content` or `all`.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** What the CMS writes: every entry and page of copy, and uploaded photos (lib/content/cms-config.ts). */
export const EDITOR_FOLDERS = ['content/', 'public/images/uploads/'];

/** `content` when every changed path is in an editor's folder (nothing changed: a daily rebuild), else `all`. */
export const testScope = (changed) =>
  changed.every((path) => EDITOR_FOLDERS.some((folder) => path.startsWith(folder))) ? 'content' : 'all';

/** A commit id as the deploy writes it, or undefined. */
export const commitId = (text) => /^[0-9a-f]{40}$/.exec(text.trim())?.[0];

async function liveScope(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) return 'all';
  const live = commitId(await response.text());
  if (!live) return 'all';
  const changed = execFileSync('git', ['diff', '--name-only', live, 'HEAD'], { encoding: 'utf8' });
  return testScope(changed.split('\n').filter(Boolean));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Whatever goes wrong (first deploy, a commit not in this clone, no network) asks for every test.
  liveScope(process.argv[2])
    .catch(() => 'all')
    .then((scope) => console.log(scope));
}
