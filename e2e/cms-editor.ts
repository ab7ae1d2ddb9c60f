/**
 * Finding one's way in the CMS as an editor does: the local folder, a field by its label, a page's
 * copy from the list of files, a new job, saving. Shared by the CMS specs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import { jobSchema, type Job } from '../lib/content/collections/jobs';
import { shimFolderPicker } from './cms-folder';
import { cmsAt } from './helpers';

/**
 * Text as Sveltia shows it: it wraps each value it puts into a sentence in Unicode isolates
 * (“\u2068Job title\u2069” Field), which a screen reader does not read but a string match sees.
 */
export const shown = (text: string) =>
  new RegExp(`^${['', ...text, ''].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\u2068\u2069]*')}$`);

/** A field's group in the entry editor ("“Job title” Field"), within the page or another field. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: shown(`“${label}” Field`) });

/**
 * Opens the CMS on a copy of `root`'s content in the browser's private file system, with
 * `overrides` (path to text) in place of those files (cms-folder.ts).
 */
export async function openFolder(
  page: Page,
  { root = '.', overrides = {} }: { root?: string; overrides?: Record<string, string> } = {},
) {
  await shimFolderPicker(page, root, overrides);
  await page.goto(cmsAt(''));
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: /Jobs/ })).toBeVisible();
}

/** Opens a page's copy from the CMS's list of files. */
export async function openFile(page: Page, label: string) {
  await page.goto(cmsAt('#/collections/jobs'));
  await page.getByRole('treeitem', { name: label }).click();
  await expect(page.getByRole('status').filter({ hasText: /editing the/ })).toContainText(label);
}

/**
 * Turns the editor's preview pane off, as an editor can in its More Options menu; Sveltia keeps the
 * choice for every entry opened after. For the specs that check the form only (the preview has
 * its own, e2e/cms-preview.spec.ts): each change typed redraws the whole page in it otherwise.
 */
export async function hidePreview(page: Page) {
  await page.getByRole('button', { name: /Editor Options/ }).click();
  const preview = page.getByRole('menuitemcheckbox', { name: 'Show Preview' });
  await expect(preview).toBeChecked();
  await preview.click();
  await expect(page.locator('iframe')).toHaveCount(0);
}

/** Scrolls the editor as a person would until `target` is there: Sveltia draws fields as they come into view. */
export async function scrollTo(page: Page, target: Locator) {
  await page.mouse.move(320, 600);
  for (let turn = 0; turn < 30 && !(await target.isVisible()); turn++) await page.mouse.wheel(0, 500);
  await expect(target).toBeVisible();
}

/**
 * Saves the entry and waits until the CMS has closed its editor: it goes back in the browser's
 * history after a save, a moment after its notice, and a navigation made before that is undone.
 * On a busy machine Sveltia can check a just-inserted upload before its field has settled and
 * answer "One field has an error"; the editor then saves again, as a person would, once.
 */
export async function save(page: Page) {
  const editing = page.url();
  const saveButton = page.getByRole('button', { name: 'Save', exact: true });
  const saved = page.getByText(/Entry (saved|created)|File saved/);
  const refused = page.getByText(/field has an error/);
  await saveButton.click();
  await expect(saved.or(refused).first()).toBeVisible();
  if (await refused.isVisible()) {
    await expect(refused).toBeHidden();
    await saveButton.click();
  }
  await expect(saved).toBeVisible();
  // The button also leaves for a moment while Sveltia redraws its toolbar: the editor has closed
  // when the address is no longer the entry's.
  await expect(page).not.toHaveURL(editing);
  await expect(saveButton).toHaveCount(0);
}

/**
 * A job as a test types it into the CMS: the schema's fields (lib/content/collections/jobs.ts) but its dates,
 * which the form takes as typed (`fillJob`'s `dates`), and its status, left at its default. A
 * required field added to the schema fails the type check of every test job until it has one.
 */
export type NewJob = Omit<Job, 'slug' | 'status' | 'datePosted' | 'validThrough'>;

/** Each closed choice of a job but its status, by its field's label, with the choice's label for each value. */
const jobChoices = Object.entries(jobSchema.shape).flatMap(([key, schema]) => {
  const meta = z.globalRegistry.get(schema as z.ZodType) as { title?: string; labels?: Record<string, string> };
  return schema instanceof z.ZodEnum && key !== 'status'
    ? [{ key: key as keyof NewJob, label: meta.title!, shown: (value: string) => meta.labels?.[value] ?? value }]
    : [];
});

/**
 * Fills the new-job form: labels, radio choices, dates typed day-month-year, list items. Its
 * callers check the form and the file saved, never the preview, which it turns off first.
 */
export async function fillJob(page: Page, job: NewJob, dates: { posted: string; closes: string }) {
  await page.goto(cmsAt('#/collections/jobs/new'));
  await hidePreview(page);
  await field(page, 'Job title').getByRole('textbox').fill(job.title);
  for (const [label, choice] of jobChoices.map((c) => [c.label, c.shown(String(job[c.key]))] as const)) {
    // A click while Sveltia is still drawing the new entry's form (a busy machine) can be lost:
    // "Clicking the checkbox did not change its state". A person clicks again; so does this.
    const radio = field(page, label).getByRole('radio', { name: choice, exact: true });
    await expect(async () => {
      await radio.check({ timeout: 2_000 });
      await expect(radio).toBeChecked();
    }).toPass();
  }
  await field(page, 'Summary').getByRole('textbox').fill(job.summary);
  await page.getByRole('textbox', { name: 'Date posted' }).fill(dates.posted);
  await page.getByRole('textbox', { name: 'Applications close' }).fill(dates.closes);
  for (const [list, item, values] of [
    ['Responsibilities', 'Responsibility', job.responsibilities],
    ['Requirements', 'Requirement', job.requirements],
    ['What we offer', 'Benefit', job.offer],
  ] as const) {
    // Sveltia draws a field only once it is scrolled near: a longer form leaves the lists below.
    await scrollTo(page, field(page, list));
    const boxes = field(page, list).getByRole('textbox');
    const add = field(page, list).getByRole('button', { name: shown(`Add ${item}`) });
    for (const [i, value] of values.entries()) {
      // On a busy machine a click can land while Sveltia is still redrawing the list after the
      // last item's text, and no item comes; a person then clicks again. Only while none came.
      await expect(async () => {
        if ((await boxes.count()) === i) await add.click();
        await expect(boxes).toHaveCount(i + 1, { timeout: 5_000 });
      }).toPass();
      await boxes.nth(i).fill(value);
    }
  }
}

/**
 * Replaces Arjun Malhotra's portrait through the picture field, the one way photos reach the CMS
 * (it has no Assets page): uploads `file`, picks it by the web name the CMS gave it (`listedAs`),
 * inserts it and saves the leader.
 */
export async function replacePortrait(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  listedAs: RegExp,
) {
  await page.goto(cmsAt('#/collections/leaders'));
  // Listed by the person's name (People), not the file's.
  await page.getByRole('gridcell', { name: 'Arjun Malhotra', exact: true }).click();
  await field(page, 'Image file').getByRole('button', { name: 'Replace Image' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
  await library.getByRole('option', { name: listedAs }).click();
  await library.getByRole('button', { name: 'Insert' }).click();
  await save(page);
}
