import { site } from '../lib/content/site';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { filesUnder, isPicture, svgProblem } from '../lib/content/svg-check.cjs';
import { pageKinds } from '../lib/pages/all';
import { GitHubStub, signIn, TOKEN } from './github-stub';
import { at, cmsAt } from './helpers';

/**
 * The editor's key lives where no other script runs: the CMS is an app of its own on another
 * origin (scripts/cms-app.mjs; here another port), so the token Sveltia keeps in its origin's
 * storage is out of reach of the site's pages, their scripts and whatever they load.
 */

/** Everything a script of the page could read from its origin's storage, as text. */
const storageOf = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
    ];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store).objectStore(store).getAll();
        found.push(await new Promise<string>((resolve) => (all.onsuccess = () => resolve(JSON.stringify(all.result)))));
      }
      db.close();
    }
    return found.join('\n');
  });

test('a token saved by the CMS cannot be read from any page of the site', async ({ page }) => {
  // An empty repository, on GitHub's API as the CMS uses it.
  await new GitHubStub().attach(page);
  await signIn(page, cmsAt(''));
  // Signed in: the collections of the repository, and the token kept on the CMS's origin.
  await expect(page.getByRole('link', { name: /Jobs/ }).or(page.getByRole('treeitem', { name: /Jobs/ }))).toBeVisible();
  await expect(page.getByText('This collection has no entries yet.')).toBeVisible();
  await expect.poll(() => storageOf(page)).toContain(TOKEN);

  // One page of every template, in the same browser: none of its scripts can find the token.
  const pages = pageKinds.map((kind) => kind.pages()[0]).filter((entry) => entry !== undefined);
  expect(pages.length).toBeGreaterThan(10);
  for (const { path } of pages) {
    await page.goto(at(path));
    expect(await storageOf(page), path).not.toContain(TOKEN);
  }
  // And the CMS still has it: what the site cannot see was there all along.
  await page.goto(cmsAt(''));
  expect(await storageOf(page)).toContain(TOKEN);
});

test('the CMS will not start inside another page’s frame, even where no header forbids it', async ({ page }) => {
  // This test's server sends no headers, as GitHub Pages: the frame loads, and the CMS refuses.
  await page.setContent(`<iframe title="framed CMS" src="${cmsAt('')}" width="800" height="400"></iframe>`);
  const framed = page.frameLocator('iframe[title="framed CMS"]');
  await expect(framed.getByRole('alert')).toContainText(site.editing.framed);
  await expect(framed.getByRole('button', { name: 'Sign In Using Access Token' })).toHaveCount(0);
  // Hosts that send headers forbid the frame outright (the CMS app's _headers).
  const headers = readFileSync(join(`${process.env.OUT_DIR}-cms`, '_headers'), 'utf8');
  expect(headers).toContain("frame-ancestors 'none'");
});

/**
 * An SVG runs its script as a page of the origin that serves it, unless a header stops it; GitHub
 * Pages sends none. Here both origins answer with no header at all, as Pages would.
 */
const STEALS = `<svg xmlns="http://www.w3.org/2000/svg"><title>Product diagram</title><script>document.title = 'STOLEN:' + localStorage.getItem('probe')</script></svg>`;

test('a scripted SVG served with no headers reads the storage of its origin, and the check refuses it', async ({
  page,
  baseURL,
}) => {
  for (const origin of [cmsAt(''), baseURL!]) {
    const picture = new URL('images/products/diagram.svg', origin).href;
    await page.route(picture, (route) => route.fulfill({ body: STEALS, contentType: 'image/svg+xml' }));
    await page.goto(new URL('robots.txt', origin).href);
    await page.evaluate((token) => localStorage.setItem('probe', token), TOKEN);
    await page.goto(picture);
    await expect(page).toHaveTitle(`STOLEN:${TOKEN}`);
  }
  expect(svgProblem(Buffer.from(STEALS))).toMatch(/^holds <script>/);
});

test('every SVG both origins serve passes the check, and the CMS’s origin serves pictures only', async ({
  request,
}) => {
  const siteDir = process.env.OUT_DIR!;
  const cms = `${siteDir}-cms`;
  const svgs = (dir: string) => filesUnder(dir).filter((path) => path.endsWith('.svg'));
  expect(svgs(siteDir).length).toBeGreaterThan(40);
  for (const path of svgs(siteDir))
    expect([path, svgProblem(readFileSync(join(siteDir, path)))]).toEqual([path, undefined]);

  const pictures = filesUnder(join(cms, 'images'));
  expect(pictures.filter((path) => !isPicture(path) || path.startsWith('uploads/'))).toEqual([]);
  expect(svgs(cms).length).toBeGreaterThan(40);
  // As the CMS's origin answers, with no header: what the check passed, byte for byte.
  for (const path of svgs(cms)) {
    const served = await request.get(cmsAt(path));
    expect(served.headers()['content-security-policy']).toBeUndefined();
    const bytes = await served.body();
    expect(bytes.equals(readFileSync(join(cms, path))), path).toBe(true);
    expect([path, svgProblem(bytes)]).toEqual([path, undefined]);
  }
});
