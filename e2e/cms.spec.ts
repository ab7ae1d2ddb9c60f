import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { allJobs, caseStudies, enterpriseServices, posts } from '../lib/content';
import { enterpriseServiceSchema } from '../lib/content/collections/enterprise-services';
import { site } from '../lib/content/site';
import { collectionDefs } from '../lib/content/collections';
import { contentPath } from '../lib/build/content-dir.cjs';
import { closedNote, scheduledNote } from '../lib/text/dates';
import { singletonDefs } from '../lib/content/singletons';
import { formatContentFile } from '../lib/content/yaml-format';
import { notAPage, sameTitle } from '../lib/content/rule-words';
import { paths } from '../lib/paths';
import testEnv from '../tests/harness/test-env.cjs';
import type { Job } from '../lib/content/collections/jobs';
import {
  fillJob,
  field,
  hidePreview,
  openFolder,
  replacePortrait,
  save,
  scrollTo,
  shown,
  type NewJob,
} from './cms-editor';
import { changedFiles } from './cms-folder';
import { hostileUploads } from '../lib/content/hostile-uploads.fixture';
import { hiddenData, MARKER } from '../lib/content/hidden-data.fixture';
import { uploadProblem } from '../lib/content/picture-bytes';
import { at, cmsAt, sitemapRoutes } from './helpers';

/**
 * The CMS (Sveltia CMS, bundled from npm, an app of its own on another origin), as an editor uses
 * it: signing in to the deployed site with an access token, and working on a local folder (the shim in cms-folder.ts
 * gives it a copy of content/ in the browser's private file system; nothing touches the tree).
 */
const OUT = process.env.OUT_DIR || testEnv.TEST_OUT_DIR;
const jobs = collectionDefs.jobs;
const enterpriseIt = collectionDefs.enterpriseServices;
/** The Enterprise IT services that list a case study among their related ones. */
const servicesNaming = (study: string) =>
  enterpriseServices.filter((service) => service.relatedCaseStudies.includes(study));

/** Console errors, policy violations and requests that leave this computer while the CMS runs. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol))
      problems.push(`request to ${request.url()}`);
  });
  page.on('console', (msg) => {
    // Sveltia asks GitHub's status page whether GitHub is up; /admin/'s policy refuses it, so
    // nothing leaves the machine before an editor signs in.
    if (msg.type() === 'error' && !msg.text().includes('githubstatus.com')) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A policy violation reaches the console in some browsers only: each is said there, as an error.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return problems;
}

test.describe('signing in on the deployed site', () => {
  test("the site's /admin/ sends editors to the CMS's own origin (search engines nowhere), which offers an access token for the repository the build names, and no OAuth sign-in", async ({
    page,
  }) => {
    const html = readFileSync(join(OUT, 'admin', 'index.html'), 'utf8');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(sitemapRoutes().filter((route) => route.startsWith('/admin'))).toEqual([]);
    const calls: string[] = [];
    await page.route('https://api.github.com/**', (route) => {
      const request = route.request();
      calls.push(`${request.method()} ${new URL(request.url()).pathname} ${request.headers().authorization}`);
      // The token's owner is not a collaborator of the repository: the CMS must say so and stop.
      return request.url().endsWith('/user')
        ? route.fulfill({ json: { login: 'editor', name: 'Editor', id: 1 } })
        : route.fulfill({ status: 404, json: { message: 'Not Found' } });
    });
    await page.goto(at('/admin/'));
    await expect(page).toHaveURL(testEnv.TEST_BUILD.CMS_URL);
    // The CMS's first screen waits as long as the test may, as a click does: its app took over 7 s
    // to start beside a build and three test runs (a clean-clone run here).
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 0 });
    await expect(page.getByRole('button', { name: /Sign In with GitHub/i })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
    await page.getByRole('textbox', { name: 'Personal Access Token' }).fill('github_pat_TEST');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const [owner, name] = testEnv.TEST_REPOSITORY.split('/');
    await expect(page.getByText(shown(`You don’t have access to the “${name}” repository.`))).toBeVisible();
    // Sveltia asks some of these side by side: their order varies, what they name does not.
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /user token github_pat_TEST',
        `GET /repos/${owner}/${name}/collaborators/editor token github_pat_TEST`,
      ]),
    );
    expect(calls.filter((call) => !call.endsWith(' token github_pat_TEST'))).toEqual([]);
    expect(calls.filter((call) => call.includes('/repos/') && !call.includes(`/repos/${owner}/${name}/`))).toEqual([]);
  });
});

test.describe('editing on a local folder', () => {
  const job = {
    title: 'Quantum Compiler Engineer',
    location: 'Bangalore',
    role: 'R&D',
    experience: '8+ years',
    summary:
      'Design and build the compiler passes that map quantum circuits onto real hardware, working with our research team and client engineers on routing, scheduling and error mitigation.',
    employmentType: 'FULL_TIME',
    datePosted: '2026-12-01',
    validThrough: '2027-02-28',
    responsibilities: [
      'Write and test compiler passes for routing and scheduling.',
      'Benchmark circuits on simulators and hardware.',
      'Review code and write design notes.',
    ],
    requirements: [
      'Strong Python or Rust.',
      'A compiler or graph-algorithms background.',
      'Curiosity about quantum hardware.',
    ],
    offer: ['Time for research and conferences.', 'Health cover for your family.'],
  } satisfies NewJob & Pick<Job, 'datePosted' | 'validThrough'>;

  test('an editor adds a job with a closing date; the file is valid and in the form the build reads', async ({
    page,
  }) => {
    const problems = await watch(page);
    await openFolder(page);
    await fillJob(page, job, { posted: '01-12-2026', closes: '28-02-2027' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Entry saved|Entry created/)).toBeVisible();

    const written = (await changedFiles(page)).map((f) => ({ path: f.path, text: f.bytes.toString('utf8') }));
    const file = `${jobs.folder}/quantum-compiler-engineer.yaml`;
    expect(written.map((f) => f.path)).toEqual([file]);
    // A new job is open until an editor closes it.
    const saved = { ...job, status: 'open' };
    expect(parse(written[0]!.text)).toEqual(saved);
    // Written exactly as the loader and the content tests expect, so a later save diffs cleanly.
    expect(written[0]!.text).toBe(formatContentFile(saved, jobs.schema));
    expect(jobs.schema.safeParse(parse(written[0]!.text)).success).toBe(true);
    // The list shows it with its dates day-month-year and its status.
    await page.goto(cmsAt('#/collections/jobs'));
    await expect(
      page.getByText('Quantum Compiler Engineer · 01-12-2026 · open · Bangalore · 28-02-2027'),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a reversed date and an empty required field are refused in the form, and saved once mended', async ({
    page,
  }) => {
    await openFolder(page);
    await fillJob(page, { ...job, title: '' }, { posted: '20-11-2026', closes: '19-11-2026' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field(page, 'Applications close')).toContainText('Must not be before Date posted (20-11-2026).');
    await expect(field(page, 'Job title')).toContainText(/required/i);
    expect(await changedFiles(page)).toEqual([]);
    // Mended in the form, it saves.
    await field(page, 'Job title').getByRole('textbox').fill(job.title);
    await page.getByRole('textbox', { name: 'Applications close' }).fill('31-12-2026');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Entry (saved|created)/)).toBeVisible();
    expect((await changedFiles(page)).map((f) => f.path)).toEqual([`${jobs.folder}/quantum-compiler-engineer.yaml`]);
  });

  // Each opening of the CMS costs seconds of CPU (a few MB of JavaScript, the folder copied into
  // the browser): what only looks, or refuses, shares one; and the saves that touch different files another.
  test('looking around changes nothing: no Assets page, a required choice without "(None)", people by name, refused uploads, deletion and a new job’s title and closing day', async ({
    page,
  }) => {
    const problems = await watch(page);
    const said: string[] = [];
    page.on('dialog', (dialog) => {
      said.push(dialog.message());
      void dialog.dismiss();
    });
    await openFolder(page);

    await test.step('the CMS has no Assets page, whose uploads skip drafts: no button, no menu item, no address', async () => {
      const pages = page.getByRole('radiogroup', { name: 'Switch Page' });
      await expect(pages.getByRole('radio').first()).toBeVisible();
      await expect(pages.getByRole('radio', { name: 'Assets' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Create Entry or Assets' }).click();
      const menu = page.getByRole('menu', { name: 'Create Entry or Assets' });
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Assets' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      // Its address, typed or reached by the keyboard shortcut its button had, opens the collections.
      await page.goto(cmsAt('#/assets'));
      await expect(page).toHaveURL(/#\/collections/);
      await page.keyboard.press('Alt+2');
      await expect(page.getByRole('heading', { name: 'Upload New Assets' })).toHaveCount(0);
      expect(page.url()).not.toMatch(/#\/assets/);
      expect(problems).toEqual([]);
    });

    await test.step('people appear by name, not file name, in the Leaders list and in the Person and Author fields', async () => {
      const nameOf = (slug: string) =>
        (parse(readFileSync(contentPath(`content/people/${slug}.yaml`), 'utf8')) as { name: string }).name;
      const leader = readdirSync(contentPath('content/leaders'))[0]!.replace(/\.yaml$/, '');
      const person = (parse(readFileSync(contentPath(`content/leaders/${leader}.yaml`), 'utf8')) as { person: string })
        .person;
      const post = readdirSync(contentPath('content/blog'))[0]!.replace(/\.md$/, '');
      const author = /^author: (.*)$/m.exec(readFileSync(contentPath(`content/blog/${post}.md`), 'utf8'))![1]!;
      await page.getByRole('treeitem', { name: /Leaders/ }).click();
      const list = page.getByRole('grid', { name: 'Entries' });
      await expect(list).toContainText(nameOf(person));
      await expect(list).not.toContainText(person);
      // Where the CMS names the entry itself too: its row's checkbox, and the editor's title.
      await expect(page.getByRole('checkbox', { name: shown(`Select ${nameOf(person)}`) })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: new RegExp(leader) })).toHaveCount(0);
      if (process.env.CMS_SHOTS) await page.screenshot({ path: `${process.env.CMS_SHOTS}/leaders-by-name.png` });
      await page.goto(cmsAt(`#/collections/leaders/entries/${leader}`));
      await expect(page.getByText(`Leaders › ${nameOf(person)}`, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`Leaders › ${leader}`)).toHaveCount(0);
      // This test looks at the form only: the entries opened after this one draw no preview.
      await hidePreview(page);
      await expect(field(page, 'Person')).toContainText(nameOf(person));
      await expect(field(page, 'Person')).not.toContainText(person);
      await page.goto(cmsAt(`#/collections/blog/entries/${post}`));
      await expect(field(page, 'Author')).toContainText(nameOf(author));
      await expect(field(page, 'Author')).not.toContainText(author);
    });

    await test.step('a required choice offers its values only, no "(None)"', async () => {
      await page.goto(cmsAt('#/collections/jobs/new'));
      const status = field(page, 'Status');
      await scrollTo(page, status);
      const choices = status.getByRole('radio');
      await expect(choices).toHaveCount(2);
      await expect(choices.nth(0)).toHaveAccessibleName(shown('Open'));
      await expect(choices.nth(1)).toHaveAccessibleName(shown('Closed'));
      await expect(choices.nth(0)).toBeChecked();
    });

    await test.step('a file that is not a photo, or too many pixels, is refused before it is uploaded, in the content check’s words', async () => {
      await page.goto(cmsAt('#/collections/leaders'));
      await page.getByRole('gridcell', { name: 'Arjun Malhotra', exact: true }).click();
      await field(page, 'Image file').getByRole('button', { name: 'Replace Image' }).click();
      const library = page.getByRole('dialog', { name: 'Select Image' });
      for (const [name, content] of Object.entries(hostileUploads)) {
        const chooser = page.waitForEvent('filechooser');
        await library.getByRole('button', { name: 'Upload' }).click();
        await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: Buffer.from(content) });
        await expect.poll(() => said.at(-1)).toBe(`${name} is not a JPEG or PNG picture; only photos can be uploaded.`);
      }
      // A decompression bomb: a PNG header that states 40000 × 40000 pixels, read before anything decodes it.
      const bomb = Buffer.alloc(37);
      bomb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      bomb.write('IHDR', 12, 'latin1');
      bomb.writeUInt32BE(40_000, 16);
      bomb.writeUInt32BE(40_000, 20);
      const chooser = page.waitForEvent('filechooser');
      await library.getByRole('button', { name: 'Upload' }).click();
      await (await chooser).setFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
      await expect
        .poll(() => said.at(-1))
        .toBe(
          'bomb.png is 40000 × 40000 pixels (1600 megapixels), over the 40 megapixels a photo may have; save it smaller.',
        );
      await library.getByRole('button', { name: 'Cancel' }).click();
      expect(await changedFiles(page)).toEqual([]);
    });

    await test.step('a portrait too large to upload is refused, and the field keeps the photo it had', async () => {
      const image = field(page, 'Image file');
      const path = image.getByRole('textbox', { name: 'Image file' });
      const before = (await path.textContent()) ?? '';
      expect(before).toMatch(/^\/images\//);
      const count = said.length;
      await image.getByRole('button', { name: 'Replace Image' }).click();
      const library = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await library.getByRole('button', { name: 'Upload' }).click();
      // A photo straight from a phone's camera: 12 MB.
      const jpeg = Buffer.alloc(12_000_000);
      jpeg.set([0xff, 0xd8, 0xff, 0xe1]);
      await (await chooser).setFiles({ name: 'portrait-2026.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await expect
        .poll(() => said.slice(count))
        .toEqual(['portrait-2026.jpg is 12.0 MB, over the 10 MB a photo may have; save it smaller.']);
      await library.getByRole('button', { name: 'Cancel' }).click();
      await expect(path).toHaveText(before);
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      expect(await changedFiles(page)).toEqual([]);
    });

    await test.step('deleting the case study the home page features is refused, naming the home page as editors know it', async () => {
      const home = parse(readFileSync(contentPath('content/copy/home.yaml'), 'utf8')) as {
        featured: { caseStudy: string };
      };
      const { title } = parse(
        readFileSync(contentPath(`content/case-studies/${home.featured.caseStudy}.yaml`), 'utf8'),
      ) as { title: string };
      await page.goto(cmsAt('#/collections/case-studies'));
      await page.getByRole('checkbox', { name: shown(`Select ${title}`) }).check();
      await page.getByRole('button', { name: 'Delete Selected Entry' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`${singletonDefs.home.label} ›`);
      await expect(dialog).not.toContainText('_singletons');
      // The pages that would only lose it are named too, below the refusal.
      const losing = servicesNaming(home.featured.caseStudy);
      expect(losing.length).toBeGreaterThan(0);
      for (const service of losing) await expect(dialog).toContainText(`${enterpriseIt.label} › ${service.title}`);
      await expect(dialog.getByRole('button', { name: /^Delete/ })).toBeDisabled();
      if (process.env.CMS_SHOTS) await page.screenshot({ path: `${process.env.CMS_SHOTS}/refused-deletion.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await changedFiles(page)).toEqual([]);
    });

    await test.step('a new job’s form counts its title’s characters plainly, refuses a title another job has and warns of a closing day past, before Save', async () => {
      await page.goto(cmsAt('#/collections/jobs/new'));
      const title = field(page, 'Job title');
      // Typed, then the most: not "5 / 0 / 60" (least, typed, most).
      await expect(title).toContainText(/\b0\s*\/\s*60\b/);
      await expect(title).not.toContainText(/5\s*\/\s*0/);
      await title.getByRole('textbox').fill('DevOps Engineer');
      const closes = page.getByRole('textbox', { name: 'Applications close' });
      await scrollTo(page, closes);
      await closes.fill('01-11-2026');
      const warned = closedNote('2026-11-01', '9999-12-31')!;
      await expect(page.getByRole('status').filter({ hasText: warned })).toBeVisible();
      await expect(closes).toHaveAccessibleDescription(warned);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.mouse.wheel(0, -100_000);
      await expect(title).toContainText(sameTitle(contentPath('content/jobs/devops-engineer.yaml')));
      expect(await changedFiles(page)).toEqual([]);
    });
  });

  test('deleting a case study lists every page it changes: those that refuse it, with an article that links to it, and those it is taken out of', async ({
    page,
  }) => {
    const problems = await watch(page);
    const closing = parse(readFileSync(contentPath('content/copy/closing.yaml'), 'utf8')) as Record<
      string,
      { caseStudy?: string }
    >;
    const home = parse(readFileSync(contentPath('content/copy/home.yaml'), 'utf8')) as {
      featured: { caseStudy: string };
    };
    const required = new Set([home.featured.caseStudy, ...Object.values(closing).map((band) => band.caseStudy)]);
    /** The articles whose text links to a study's page, with the line of the text (after the front matter) that does. */
    const linking = (slug: string) =>
      posts.flatMap((post) => {
        const body = readFileSync(contentPath(`content/blog/${post.slug}.md`), 'utf8')
          .split(/^---$/m)[2]!
          // As Sveltia reads it: the line break after the front matter, and one blank line, are no part of the text.
          .replace(/^\n\n?/, '');
        const line = body.split('\n').findIndex((text) => text.includes(`](${paths.caseStudy(slug)})`));
        return line < 0 ? [] : [{ post, line: line + 1 }];
      });
    const listed = enterpriseServiceSchema.shape.relatedCaseStudies.meta()!.title!;
    const changed = (slug: string) =>
      servicesNaming(slug).map(
        (service) => `${enterpriseIt.label} › ${service.title} ${listed}: ${site.editing.dialogs.changedField}`,
      );
    const rows = (dialog: Locator) =>
      expect.poll(async () =>
        (await dialog.getByRole('listitem').allTextContents()).map((row) => row.replace(/\s+/g, ' ').trim()).sort(),
      );
    await openFolder(page);
    const dialog = page.getByRole('alertdialog');
    const deleting = async (title: string) => {
      await page.goto(cmsAt('#/collections/case-studies'));
      const select = page.getByRole('checkbox', { name: shown(`Select ${title}`) });
      await select.check();
      await page.getByRole('button', { name: 'Delete Selected Entry' }).click();
      return select;
    };

    await test.step('a study an article links to is refused, naming the article and the line, and the services it would leave', async () => {
      const study = caseStudies.find(
        ({ slug }) => !required.has(slug) && servicesNaming(slug).length > 0 && linking(slug).length > 0,
      )!;
      const selected = await deleting(study.title);
      await expect(dialog).toContainText(site.editing.dialogs.changedPages);
      const body = collectionDefs.posts.body!.label;
      await rows(dialog).toEqual(
        [
          ...linking(study.slug).map(
            ({ post, line }) =>
              `${collectionDefs.posts.label} › ${post.title} ${body}: Line ${line} of the text: ${notAPage(paths.caseStudy(study.slug))}`,
          ),
          ...changed(study.slug),
        ].sort(),
      );
      await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
      if (process.env.CMS_SHOTS)
        await page.screenshot({ path: `${process.env.CMS_SHOTS}/deletion-refused-by-a-link.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await selected.uncheck();
      expect(await changedFiles(page)).toEqual([]);
    });

    await test.step('a study two services list, and nothing needs, is deleted from them, and only them, once they are named', async () => {
      const study = caseStudies.find(
        ({ slug }) => !required.has(slug) && servicesNaming(slug).length >= 2 && linking(slug).length === 0,
      )!;
      const named = servicesNaming(study.slug);
      await deleting(study.title);
      await expect(dialog).toContainText(site.editing.dialogs.changedPages);
      await rows(dialog).toEqual(changed(study.slug).sort());
      if (process.env.CMS_SHOTS) await page.screenshot({ path: `${process.env.CMS_SHOTS}/deletion-changes.png` });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(async () => (await changedFiles(page)).map((file) => file.path).sort())
        .toEqual(named.map((service) => `${enterpriseIt.folder}/${service.slug}.md`).sort());
      for (const file of await changedFiles(page)) expect(file.bytes.toString('utf8')).not.toContain(study.slug);
    });
    expect(problems).toEqual([]);
  });

  test('a save writes only what the editor changed: a choice, a word, a photo without where it was taken', async ({
    page,
  }) => {
    const problems = await watch(page);
    await openFolder(page);
    /** The files the last save wrote: those changed since `before`. */
    const written = async (before: { path: string; bytes: Buffer }[]) =>
      (await changedFiles(page)).filter((f) => !before.some((b) => b.path === f.path && b.bytes.equals(f.bytes)));

    await test.step('saving an entry changes only the lines the editor changed', async () => {
      const slug = 'devops-engineer';
      const file = `${jobs.folder}/${slug}.yaml`;
      await page.goto(cmsAt(`#/collections/jobs/entries/${slug}`));
      // What a save writes is read from the folder: no entry of this test needs its preview drawn.
      await hidePreview(page);
      await field(page, 'Location').getByRole('radio', { name: 'Pune', exact: true }).check();
      await save(page);
      const [changed, ...more] = await written([]);
      expect(more).toEqual([]);
      expect(changed?.path).toBe(file);
      const before = readFileSync(contentPath(file), 'utf8').split('\n');
      const after = changed!.bytes.toString('utf8').split('\n');
      expect(after.length).toBe(before.length);
      const { location } = parse(readFileSync(contentPath(file), 'utf8')) as { location: string };
      expect(after.flatMap((line, i) => (line === before[i] ? [] : [`${before[i]} → ${line}`]))).toEqual([
        `location: ${location} → location: Pune`,
      ]);
    });

    await test.step('opening an article changes nothing, and a one-word fix saves as a one-line change', async () => {
      const earlier = await changedFiles(page);
      const post = readdirSync(contentPath('content/blog'))[0]!.replace(/\.md$/, '');
      const file = `content/blog/${post}.md`;
      const original = readFileSync(contentPath(file), 'utf8');
      await page.goto(cmsAt(`#/collections/blog/entries/${post}`));
      const excerpt = field(page, 'Excerpt').getByRole('textbox');
      await expect(excerpt).not.toHaveValue('');
      // Opened and looked at, down to its body, the entry has nothing to save.
      await scrollTo(page, field(page, 'Article'));
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      await page.mouse.wheel(0, -100_000);
      const before = await excerpt.inputValue();
      const word = /\b[a-z]{4,}\b/.exec(before)![0];
      await excerpt.fill(before.replace(word, `${word}s`));
      await save(page);
      const [saved, ...more] = await written(earlier);
      expect(more).toEqual([]);
      expect(saved?.path).toBe(file);
      const lines = saved!.bytes.toString('utf8').split('\n');
      const changed = original.split('\n').flatMap((line, i) => (line === lines[i] ? [] : [i + 1]));
      expect(lines).toHaveLength(original.split('\n').length);
      expect(changed).toHaveLength(1);
    });

    await test.step('an editor uploads a phone’s photo, and it lands in public/images/uploads/ under a web name, without where it was taken', async () => {
      const earlier = await changedFiles(page);
      const photo = await sharp(readFileSync(join('public', 'images', 'leaders', readdirFirstJpeg())))
        .withExif({
          IFD0: { Make: 'Pixelphone', Model: 'P9 Pro' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' },
        })
        .jpeg()
        .toBuffer();
      await replacePortrait(
        page,
        { name: 'Team Offsite (1).JPG', mimeType: 'image/jpeg', buffer: photo },
        /team-offsite-1/,
      );
      const uploaded = (await written(earlier)).find((f) => f.path.startsWith('public/'));
      expect(uploaded?.path).toBe('public/images/uploads/team-offsite-1.jpg');
      expect((await sharp(uploaded!.bytes).metadata()).exif).toBeUndefined();
      expect(Buffer.from(uploaded!.bytes).includes('Pixelphone')).toBe(false);
    });
    expect(problems).toEqual([]);
  });

  test('an article and a job dated after today say when they are scheduled in the list, past ones nothing; a code block shows as plain text', async ({
    page,
  }) => {
    const problems = await watch(page);
    const today = testEnv.TEST_BUILD_DATE;
    const { editing } = parse(readFileSync(contentPath('content/site.yaml'), 'utf8')) as {
      editing: { scheduled: string };
    };
    const dated = (folder: string, key: string) =>
      readdirSync(contentPath(folder)).map((name) => {
        const text = readFileSync(contentPath(`${folder}/${name}`), 'utf8');
        return {
          title: parse(text.split(/^---$/m).at(-2) ?? text).title as string,
          day: new RegExp(`^${key}: (.*)$`, 'm').exec(text)![1]!,
        };
      });
    const articles = dated('content/blog', 'date');
    const ahead = articles.find((post) => post.day > today)!;
    const past = articles.find((post) => post.day <= today)!;
    // A job posted tomorrow: the tests' own jobs are all posted by their build day.
    const file = `${jobs.folder}/devops-engineer.yaml`;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const posted = readFileSync(contentPath(file), 'utf8').replace(/^datePosted: .*$/m, `datePosted: ${tomorrow}`);
    // And an article holding a code block.
    const article = `${collectionDefs.posts.folder}/fast-accessible-nextjs-sites.md`;
    const code = 'const budget = { lcp: 2500 };';
    const withCode = `${readFileSync(contentPath(article), 'utf8')}\n\`\`\`js\n${code}\n\`\`\`\n`;
    await openFolder(page, { overrides: { [file]: posted, [article]: withCode } });

    const row = (title: string) =>
      page.getByRole('row', { name: title }).getByRole('gridcell').filter({ hasText: title });
    await page.goto(cmsAt('#/collections/blog'));
    await expect(row(ahead.title)).toContainText(scheduledNote(editing.scheduled, ahead.day));
    await expect(row(past.title)).toBeVisible();
    await expect(row(past.title)).not.toContainText('Scheduled');
    await expect(page.getByRole('grid', { name: 'Entries' }).getByText(/Scheduled/)).toHaveCount(
      articles.filter((post) => post.day > today).length,
    );
    if (process.env.CMS_SHOTS) await page.screenshot({ path: `${process.env.CMS_SHOTS}/scheduled-article.png` });

    await page.goto(cmsAt('#/collections/jobs'));
    const title = parse(posted).title as string;
    await expect(row(title)).toContainText(scheduledNote(editing.scheduled, tomorrow));
    await expect(page.getByRole('grid', { name: 'Entries' }).getByText(/Scheduled/)).toHaveCount(1);
    if (process.env.CMS_SHOTS) await page.screenshot({ path: `${process.env.CMS_SHOTS}/scheduled-job.png` });

    await page.goto(cmsAt('#/collections/blog/entries/fast-accessible-nextjs-sites'));
    // Sveltia asks for its highlighter (cms/stubs/code-highlighting.ts), finds none and shows the
    // code as it is, as the site does.
    await expect(field(page, 'Article').locator('code')).toContainText(code);
    expect(problems).toEqual([]);
  });

  test('an article takes a photo through the toolbar’s Image button, and pasted ones: each saved afresh under uploads/, without what the file held beside its pixels', async ({
    page,
  }) => {
    const problems = await watch(page);
    const said: string[] = [];
    page.on('dialog', (dialog) => {
      said.push(dialog.message());
      void dialog.dismiss();
    });
    await openFolder(page);
    const post = 'planning-a-quantum-pilot';
    const file = `${collectionDefs.posts.folder}/${post}.md`;
    await page.goto(cmsAt(`#/collections/blog/entries/${post}`));
    const body = field(page, 'Article');
    await scrollTo(page, body);
    const hidden = await hiddenData();

    await test.step('the toolbar’s Image button takes an upload, named for the web and shown in the preview', async () => {
      const alt = 'Our engineers at a whiteboard, mapping a pilot’s circuits';
      await body.getByRole('button', { name: 'Image', exact: true }).click();
      const image = field(body, 'Source');
      await image
        .getByRole('button', { name: /Browse|Select/ })
        .first()
        .click();
      const library = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await library.getByRole('button', { name: 'Upload' }).click();
      // EXIF after the image data, under a name from a phone.
      await (
        await chooser
      ).setFiles({ name: 'Whiteboard Session (2).JPG', mimeType: 'image/jpeg', buffer: hidden[0]!.bytes });
      await library.getByRole('option', { name: /whiteboard-session-2/ }).click();
      await library.getByRole('button', { name: 'Insert' }).click();
      await field(body, 'Alt Text').getByRole('textbox').fill(alt);
      const preview = page.frameLocator('iframe[title="Content Preview"]');
      const shownPhoto = preview.getByRole('img', { name: alt, exact: true });
      await expect(shownPhoto).toBeVisible();
      await expect
        .poll(() => shownPhoto.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    });

    await test.step('pasted photos are saved afresh too, whatever they held and wherever, and a pasted file that is no photo is refused', async () => {
      // Into the article's text, where the editor takes pasted and dropped pictures.
      const article = body.getByRole('textbox', { name: 'Article', exact: true });
      const paste = (files: { name: string; type: string; bytes: number[] }[]) =>
        article.evaluate((editor, list) => {
          const data = new DataTransfer();
          for (const { name, type, bytes } of list) data.items.add(new File([new Uint8Array(bytes)], name, { type }));
          editor.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }));
        }, files);
      await paste([
        { name: 'evil.svg', type: 'image/svg+xml', bytes: [...Buffer.from(String(hostileUploads['evil.svg']))] },
      ]);
      await expect.poll(() => said.at(-1)).toBe('evil.svg is not a JPEG or PNG picture; only photos can be uploaded.');
      // A picture dragged from another page comes as HTML, its file in a data: address.
      const svg = Buffer.from(String(hostileUploads['evil.svg'])).toString('base64');
      await article.evaluate((editor, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        editor.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
      }, `<img src="data:image/svg+xml;base64,${svg}" alt="x">`);
      await expect
        .poll(() => said.at(-1))
        .toBe('dropped.svg+xml is not a JPEG or PNG picture; only photos can be uploaded.');
      await paste(
        hidden.slice(1).map(({ file: name, bytes }) => ({
          name,
          type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
          bytes: [...bytes],
        })),
      );
      // Each pasted photo is a picture of the article, given its alt text as an editor would.
      const pictures = body.getByRole('group', { name: 'Image', exact: true });
      await expect(pictures).toHaveCount(hidden.length);
      for (const [i, { name }] of hidden.slice(1).entries())
        await pictures
          .nth(i + 1)
          .getByRole('textbox', { name: 'Alt Text' })
          .fill(`A test photo holding ${name}`);
    });

    await save(page);
    const written = await changedFiles(page);
    const text = written.find((f) => f.path === file)!.bytes.toString('utf8');
    expect(text).toContain(
      '![Our engineers at a whiteboard, mapping a pilot’s circuits](/images/uploads/whiteboard-session-2.jpg)',
    );
    const uploads = written.filter((f) => f.path.startsWith('public/images/uploads/'));
    for (const upload of uploads) {
      expect([upload.path, Buffer.from(upload.bytes).includes(MARKER)]).toEqual([upload.path, false]);
      expect([upload.path, uploadProblem(upload.path, upload.bytes)]).toEqual([upload.path, undefined]);
    }
    // The test photos share their pixels and differ only in what they hide: saved afresh, each
    // JPEG became the same file, and each PNG, so the CMS uploaded one of each for all seven.
    expect(uploads.map((f) => f.path).sort()).toEqual([
      'public/images/uploads/cabx.png',
      'public/images/uploads/whiteboard-session-2.jpg',
    ]);
    const pictured = [...text.matchAll(/!\[[^\]]+\]\((\/images\/uploads\/[^)\s]+)\)/g)].map(
      (found) => `public${found[1]}`,
    );
    expect(pictured).toHaveLength(hidden.length);
    for (const path of pictured) expect(uploads.map((f) => f.path)).toContain(path);
    expect(problems).toEqual([]);
  });
});

// The CMS project runs as an editor who asks for reduced motion (playwright.config.ts); here, one
// who does not, and then does.
test.describe('motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('moving between screens is a view transition, and none once the editor asks for reduced motion', async ({
    page,
  }) => {
    const problems = await watch(page);
    // How often the page asks the browser for a view transition, and how many are running: Sveltia
    // starts none while one runs.
    await page.addInitScript(() => {
      const start = Document.prototype.startViewTransition;
      const seen = { asked: 0, running: 0 };
      Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<typeof start>) {
        seen.asked += 1;
        seen.running += 1;
        const transition = start.apply(this, args);
        transition.finished.catch(() => undefined).finally(() => (seen.running -= 1));
        return transition;
      };
      Object.assign(window, { viewTransitions: seen });
    });
    const transitions = () =>
      page.evaluate(() => ({
        ...(window as unknown as { viewTransitions: { asked: number; running: number } }).viewTransitions,
      }));
    // A collection's list, once it shows one of its entries and no transition runs.
    const listed = async (name: string, title: string) => {
      await page.goto(cmsAt(`#/collections/${name}`));
      await expect(page.getByRole('grid', { name: 'Entries' })).toContainText(title);
      await expect.poll(async () => (await transitions()).running).toBe(0);
      return (await transitions()).asked;
    };
    await openFolder(page);
    await expect.poll(async () => (await transitions()).running).toBe(0);

    const before = (await transitions()).asked;
    const moved = await listed(collectionDefs.posts.name, posts[0]!.title);
    expect(moved, 'view transitions asked for').toBeGreaterThan(before);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await listed(jobs.name, allJobs[0]!.title), 'view transitions asked for with reduced motion').toBe(moved);
    expect(problems).toEqual([]);
  });
});

test.describe('what the bundle leaves out', () => {
  // Sveltia's own interface comes in 29 languages; the bundle carries English only
  // (cms/stubs/ui-locale.ts): German and Arabic load an empty set of messages and fall back to
  // English; Hindi is none of Sveltia's languages.
  for (const locale of ['de-DE', 'ar-EG', 'hi-IN']) {
    test.describe(`a browser set to ${locale}`, () => {
      test.use({ locale });

      test('gets the CMS in English, without an error', async ({ page }) => {
        const problems = await watch(page);
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await openFolder(page);
        await page.goto(cmsAt('#/collections/jobs/new'));
        await expect(field(page, 'Job title')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
        expect(requested.some((path) => /\/ui-locale-\w+\.js$/.test(path))).toBe(locale !== 'hi-IN');
        expect(problems).toEqual([]);
      });
    });
  }
});

const readdirFirstJpeg = () => readdirSync(join('public', 'images', 'leaders')).find((name) => /\.jpe?g$/i.test(name))!;

test("the CMS alone may talk to GitHub's API, and no host may frame it", async ({ request }) => {
  const cms = await (await request.get(cmsAt(''))).text();
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(cms)?.[1] ?? '';
  expect(policy).toContain('connect-src');
  expect(policy).toContain('https://api.github.com');
  expect(policy).not.toContain('unsafe-eval');
  const headers = readFileSync(join(`${OUT}-cms`, '_headers'), 'utf8');
  expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: [^\n]*frame-ancestors 'none'/m);
  expect(headers).toContain('X-Frame-Options: DENY');
  for (const route of ['/', '/careers/']) {
    const page = await request.get(at(route));
    expect(page.headers()['content-security-policy'], route).not.toContain('api.github.com');
    expect(await page.text(), route).not.toContain('api.github.com');
  }
});
