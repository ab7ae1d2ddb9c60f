/**
 * What a buyer meets on a case study and wherever studies are listed: the headline result on
 * arrival, the client's words where there are some, a way to act, and lists of related studies
 * that are two cards or more, never one alone, and never another service's under a service's name.
 */
import type { Locator, Page } from '@playwright/test';
import { headlineFigure } from '../lib/case-studies';
import { caseStudies, enterpriseServices, services } from '../lib/content';
import type { CaseStudy } from '../lib/content/collections/case-studies';
import { paths } from '../lib/paths';
import { copyOf } from './copy';
import { at, expect, test } from './helpers';

const copy = copyOf('case-studies-page');
const { detail } = copy;

const section = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

/** The studies a list's cards show, found by their titles. */
async function studiesIn(list: Locator): Promise<CaseStudy[]> {
  const titles = await list.getByRole('article').getByRole('heading').allTextContents();
  return titles.map((title) => {
    const study = caseStudies.find((s) => s.title === title.trim());
    expect(study, `a card titled "${title}" is a study of content/case-studies/`).toBeDefined();
    return study!;
  });
}

/** A list of studies is two cards or more, or not there at all: never one alone. */
async function expectNoLoneCard(list: Locator): Promise<CaseStudy[]> {
  const shown = await studiesIn(list);
  expect(shown.length, 'cards in the list').not.toBe(1);
  expect(await list.count(), 'the section, shown only with cards in it').toBe(shown.length ? 1 : 0);
  return shown;
}

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

  test(`case study ${study.slug}: the client's words if any, a call to action, then similar studies, never one alone`, async ({
    page,
  }) => {
    await page.goto(at(paths.caseStudy(study.slug)));
    await expect(section(page, detail.quoteHeading)).toHaveCount(study.quote ? 1 : 0);

    const cta = section(page, detail.cta.title);
    await expect(cta.getByRole('link', { name: detail.cta.label })).toHaveAttribute('href', /\/#contact$/);

    const similar = await expectNoLoneCard(section(page, detail.similarHeading));
    expect(similar.length).toBeLessThanOrEqual(3);
    for (const other of similar) {
      expect(other.slug).not.toBe(study.slug);
      expect(other.service === study.service || other.industry === study.industry).toBe(true);
    }
    // Its own service's studies come first.
    const own = similar.map((other) => other.service === study.service);
    expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
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

for (const service of services) {
  test(`service ${service.slug}: the studies it lists are its own, two or more, or none`, async ({ page }) => {
    await page.goto(at(paths.service(service.slug)));
    const shown = await expectNoLoneCard(section(page, copy.sectionHeading));
    expect(shown.map((study) => study.service)).toEqual(shown.map(() => service.slug));
  });
}

test('every Enterprise IT page lists two related studies or more, or none', async ({ page }) => {
  for (const service of enterpriseServices) {
    await page.goto(at(paths.enterpriseService(service.slug)));
    const shown = await expectNoLoneCard(section(page, copy.sectionHeading));
    for (const study of shown) expect(service.relatedCaseStudies).toContain(study.slug);
  }
});
