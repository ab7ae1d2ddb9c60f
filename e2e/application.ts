/** The job application's dialog and the careers list's buttons that open it, found by their copy. */
import type { Page } from '@playwright/test';
import { fill } from '../lib/text/fill';
import { copyOf } from './copy';

const careers = copyOf('careers');

/** The application dialog for one job: its title names the job. */
export const applicationDialog = (page: Page, job: string) =>
  page.getByRole('dialog', { name: fill(careers.dialog.title, { job }) });

/** One card's "Apply Now" on the careers list: its accessible name adds the job's title. */
export const applyButtonFor = (page: Page, job: string) =>
  page.getByRole('button', { name: `${careers.apply}: ${job}` });

/**
 * A job page's "Apply Now" at the top, under its heading; the page ends on another
 * (the closing band's), which opens the same form.
 */
export const jobApplyButton = (page: Page) => page.getByRole('button', { name: careers.apply, exact: true }).first();
