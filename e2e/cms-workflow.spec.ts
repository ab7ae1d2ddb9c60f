import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { field, hidePreview, scrollTo } from './cms-editor';
import { contentPath } from '../lib/build/content-dir.cjs';
import { REQUIRED } from '../lib/content/rule-words';
import { site } from '../lib/content/site';
import { filesOf, GitHubStub, signIn } from './github-stub';
import { cmsAt } from './helpers';

/**
 * Review before publish, against GitHub's API (e2e/github-stub.ts) holding this project's content:
 * an editor's Save becomes a draft (a branch and a pull request), goes to In Review and Ready, its
 * build's status comes back on the pull request's commit and shows in the CMS, and Publish merges
 * it; the publish's own build then says whether the change is live or was refused, and why.
 * The statuses are the ones .github/workflows/build-status.yml posts.
 */

/** Whichever job comes first: the test holds for any content. */
const slug = readdirSync(contentPath('content/jobs'))
  .sort()[0]!
  .replace(/\.yaml$/, '');
const { title } = parse(readFileSync(contentPath(`content/jobs/${slug}.yaml`), 'utf8')) as { title: string };
const branch = `cms/jobs/${slug}`;
const summary =
  'Work with our delivery teams and clients on this role’s projects, from the first workshop to the handover.';
const problem = `"Requirements" (requirements): Add at least 3 requirements. (content/jobs/${slug}.yaml, line 14)`;
const preview = 'https://previews.quantivo.example/pr-1/';
const runPage = 'https://github.com/quantivo-ci/website-under-test/actions/runs/1';
const shots = process.env.CMS_SHOTS;

/** The CMS's notice of builds (cms/build-status.ts), by its label. */
const builds = (page: Page) => page.getByRole('status', { name: 'Builds' });
/** The draft's card on the Editorial Workflow board. */
const card = (page: Page) => page.getByRole('listitem').filter({ hasText: title });

/** An editor rewords a job and saves it: a draft, sent for review. Returns the draft's commit. */
async function draftInReview(page: Page, github: GitHubStub) {
  await github.attach(page);
  await signIn(page, cmsAt(''));
  await page.goto(cmsAt(`#/collections/jobs/entries/${slug}`));
  // The review and its builds are checked, not the entry's preview: each entry opened after draws none.
  await hidePreview(page);
  await field(page, 'Summary').getByRole('textbox').fill(summary);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The CMS offers review as the next step once the draft is saved.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send for Review' }).click();
  // A branch of its own and a pull request, no longer a GitHub draft once in review: the label and
  // the ready-for-review are two requests, which a busy machine answers apart (once in CI).
  await expect
    .poll(() => github.pull(branch))
    .toMatchObject({
      labels: ['sveltia-cms/pending_review'],
      state: 'open',
      draft: false,
      title: expect.stringContaining(slug),
    });
  expect(github.pull(branch)?.changed()).toEqual([`content/jobs/${slug}.yaml`]);
  // Saved, the CMS closes the entry; a navigation made before that is undone (once in CI, on a
  // busy machine: the board was asked for and the collection's list came back).
  await expect(page).not.toHaveURL(/entries/);
  return github.head(branch);
}

/** The Editorial Workflow board, as its toolbar switch opens it. */
async function openBoard(page: Page) {
  await page.goto(cmsAt('#/workflow'));
  await expect(page.getByRole('radio', { name: 'Editorial Workflow' })).toBeChecked();
}

/** The reviewer opens the draft, sets it Ready and publishes it. */
async function publish(page: Page) {
  await page.goto(cmsAt(`#/collections/jobs/entries/${slug}`));
  // Sveltia redraws the editor's toolbar as the draft's branch answers; a status menu open then
  // closes under the pointer and the choice is lost (once in CI, on a busy machine: no request
  // followed the click). The reviewer chooses again, as a person would, until Publish is offered.
  await expect(async () => {
    await page.getByRole('button', { name: /^Status: .*In Review/ }).click({ timeout: 2_000 });
    await page.getByRole('menuitemradio', { name: 'Ready' }).click({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'Publish Entry' })).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Publish Entry' }).click();
  // The question says what a publish does: a build, then the live site in a few minutes.
  await expect(page.getByRole('alertdialog')).toContainText(site.editing.dialogs.publish);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Publish/ })
    .click();
  // Published: the CMS closes the entry (a navigation made before that is undone).
  await expect(page).not.toHaveURL(/entries/);
}

test('a draft is reviewed, its build shows in the CMS, and Publish puts it live', async ({ page }) => {
  const github = new GitHubStub(filesOf('content'));
  const live = github.head();
  const draft = await draftInReview(page, github);
  expect(github.head(), 'a draft leaves the live branch as it was').toBe(live);

  github.report(draft, { state: 'pending', description: 'Checking and building this draft…', target_url: runPage });
  await openBoard(page);
  await expect(card(page)).toContainText('Building…');
  await expect(builds(page)).toContainText('Checking and building this draft…');
  github.report(draft, {
    state: 'success',
    description: 'Built, ready for review.',
    target_url: preview,
  });
  const pages = builds(page).getByRole('link', { name: 'Open the draft’s pages' });
  await expect(pages).toHaveAttribute('href', preview);
  await expect(card(page)).not.toContainText('Building…');
  // Sveltia's own link goes to the draft's page on its preview.
  await page.context().route(`${preview}**`, (route) => route.fulfill({ body: 'the draft’s page' }));
  const opened = page.waitForEvent('popup');
  await card(page).getByRole('button', { name: 'View Preview' }).click();
  expect((await opened).url()).toBe(`${preview}careers/${slug}/`);
  if (shots) await page.screenshot({ path: `${shots}/review-board.png` });

  await publish(page);
  await expect.poll(() => github.merged).toEqual([1]);
  expect(github.branches.has(branch), 'the draft branch is deleted').toBe(false);
  expect(github.file(`content/jobs/${slug}.yaml`)).toContain(summary);
  const published = github.head();
  expect(published).not.toBe(live);

  github.report(published, {
    state: 'pending',
    description: 'Checking and publishing: live in a few minutes if all is well.',
    target_url: runPage,
  });
  await openBoard(page);
  await expect(builds(page)).toContainText('Last publish: Checking and publishing');
  github.report(published, {
    state: 'success',
    description: 'Live on the site.',
    target_url: 'https://quantivo.example/',
  });
  await expect(builds(page)).toContainText('Last publish: Live on the site.');
  expect(github.unanswered).toEqual([]);
});

test('a draft whose build fails says why, and a refused publish says the site is unchanged', async ({ page }) => {
  const github = new GitHubStub(filesOf('content'));
  const draft = await draftInReview(page, github);
  github.report(draft, { state: 'failure', description: problem, target_url: runPage });
  await page.goto(cmsAt(`#/collections/jobs/entries/${slug}`));
  await expect(builds(page)).toContainText(`Not ready to publish. ${problem}`);
  await expect(builds(page).getByRole('link', { name: 'Details' })).toHaveAttribute('href', runPage);
  await openBoard(page);
  await expect(card(page)).toContainText('Build Failed');
  if (shots) await page.screenshot({ path: `${shots}/draft-build-failed.png` });

  await publish(page);
  await expect.poll(() => github.merged).toEqual([1]);
  github.report(github.head(), { state: 'failure', description: problem, target_url: runPage });
  await openBoard(page);
  // Sveltia's board keeps the published draft under Deploying, with the build's state.
  await expect(card(page)).toContainText('Build Failed');
  await expect(builds(page)).toContainText(`Last publish: Refused, the live site is unchanged. ${problem}`);
  if (shots) await page.screenshot({ path: `${shots}/refused-publish.png` });
  expect(github.unanswered).toEqual([]);
});

/**
 * A draft in its first stage is saved only when it is whole: Sveltia would save one with a required
 * field emptied (the title of a job, whose file then got a random name; a headline's number), which
 * only the draft's build refused.
 */
test('opening an article lights no Save; a draft is not saved with a required field emptied, in its first stage too', async ({
  page,
}) => {
  const github = new GitHubStub(filesOf('content'));
  await github.attach(page);
  await signIn(page, cmsAt(''));
  // Opening an entry changes nothing: an article whose Markdown was not as the editor writes it
  // back (a heading without a blank line after it) lit Save as soon as its body was drawn.
  const post = readdirSync(contentPath('content/blog'))[0]!.replace(/\.md$/, '');
  await page.goto(cmsAt(`#/collections/blog/entries/${post}`));
  await hidePreview(page);
  await scrollTo(page, field(page, 'Article'));
  await expect(field(page, 'Article').getByRole('textbox')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await page.goto(cmsAt(`#/collections/jobs/entries/${slug}`));
  await field(page, 'Job title').getByRole('textbox').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(page, 'Job title')).toContainText(REQUIRED);
  const study = readdirSync(contentPath('content/case-studies'))[0]!.replace(/\.yaml$/, '');
  await page.goto(cmsAt(`#/collections/case-studies/entries/${study}`));
  const number = field(page, 'Number').first();
  await scrollTo(page, number.getByRole('spinbutton'));
  await number.getByRole('spinbutton').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.mouse.wheel(0, -100_000);
  await scrollTo(page, number);
  await expect(number).toContainText(REQUIRED);
  expect(github.pulls).toEqual([]);
  expect(github.unanswered).toEqual([]);
});
