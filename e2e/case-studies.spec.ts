/**
 * What a buyer meets on a case study: the headline result on arrival, the client's words where
 * there are some, and a way to act.
 */
import type { Page } from '@playwright/test';
import { headlineFigure } from '../lib/case-studies';
import { caseStudies } from '../lib/content';
import { paths } from '../lib/paths';
import { copyOf } from './copy';
import { at, expect, test } from './helpers';

const copy = copyOf('case-studies-page');
const { detail } = copy;

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

for (const study of caseStudies) {
  test(`case study ${study.slug}: its headline result is in view on arrival, on a phone and a laptop`, async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(at(paths.caseStudy(study.slug)));
      const band = page.getByRole('region', { name: detail.resultLabel });
      await expect(band).toContainText(headlineFigure(study.headline));
      await expect(band).toContainText(study.headline.label);
      await expect(band).toBeInViewport({ ratio: 1 });
    }
  });

  test(`case study ${study.slug}: the client's words only where there are some, and a call to action`, async ({
    page,
  }) => {
    await page.goto(at(paths.caseStudy(study.slug)));
    await expect(section(page, detail.quoteHeading)).toHaveCount(study.quote ? 1 : 0);

    const cta = section(page, detail.cta.title);
    await expect(cta.getByRole('link', { name: detail.cta.label })).toHaveAttribute('href', /\/#contact$/);
  });
}

for (const study of caseStudies.filter((s) => s.quote)) {
  test(`case study ${study.slug}: the client's quote, named, after the write-up`, async ({ page }) => {
    const { text, person, role } = study.quote!;
    await page.goto(at(paths.caseStudy(study.slug)));
    const quote = section(page, detail.quoteHeading);
    await expect(quote.getByRole('blockquote')).toContainText(text);
    await expect(quote.getByRole('figure')).toContainText(person);
    await expect(quote.getByRole('figure')).toContainText(role);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf(detail.quoteHeading)).toBeGreaterThan(headings.indexOf(detail.headings.results));
  });
}
