/**
 * What a buyer meets on a case study and wherever studies are listed: the headline result on
 * arrival, the client's words where there are some, a way to act, and lists of related studies
 * that are the listing service's own: two or more as cards, one alone as a featured link across
 * the width, never a lone card beside empty columns.
 */
import type { Locator, Page } from '@playwright/test';
import { hasResults, headlineFigure } from '../lib/lists/case-studies';
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

/**
 * The studies a list shows: two or more as cards, or one as a featured link across the list's
 * width (a card in the grid takes a third of it at 1280 px), or none, and then no section.
 */
async function expectStudies(list: Locator): Promise<CaseStudy[]> {
  const shown = await studiesIn(list);
  expect(await list.count(), 'the section, shown only with studies in it').toBe(shown.length ? 1 : 0);
  if (shown.length === 1) {
    const [study, frame] = await Promise.all([list.getByRole('article').boundingBox(), list.boundingBox()]);
    expect(study!.width, 'one study is a featured link across the width').toBeGreaterThan(frame!.width * 0.8);
  }
  return shown;
}

/**
 * The spec's "up to 3 similar items from the same service": its service's other studies with their
 * results, in list order (one without results is no proof, lib/lists/case-studies.ts).
 */
const similarTo = (study: CaseStudy) =>
  caseStudies
    .filter((other) => other.service === study.service && other.slug !== study.slug && hasResults(other))
    .slice(0, 3);

// Every test here only reads pages: they share a page (the `visitor` of ./helpers). One visit for
// each study, arriving on a phone; the laptop's first screen is the same page widened
// before it has scrolled, and its checks follow.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
for (const study of caseStudies) {
  test(`case study ${study.slug}: its headline result in view on arrival on a phone and a laptop; the client's words if any, after the write-up; a call to action; then up to 3 similar items from the same service`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(at(paths.caseStudy(study.slug)));
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      const band = page.getByRole('region', { name: detail.resultLabel });
      await expect(band).toContainText(headlineFigure(study.headline));
      await expect(band).toContainText(study.headline.label);
      await expect(band).toBeInViewport({ ratio: 1 });
    }

    const quote = section(page, detail.quoteHeading);
    await expect(quote).toHaveCount(study.quote ? 1 : 0);
    if (study.quote) {
      const { text, person, role } = study.quote;
      await expect(quote.getByRole('blockquote')).toContainText(text);
      await expect(quote.getByRole('figure')).toContainText(person);
      await expect(quote.getByRole('figure')).toContainText(role);
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.indexOf(detail.quoteHeading)).toBeGreaterThan(headings.indexOf(detail.headings.results));
    }

    const cta = section(page, detail.cta.title);
    await expect(cta.getByRole('link', { name: detail.cta.label })).toHaveAttribute('href', /\/#contact$/);

    const expected = similarTo(study);
    const one = section(page, detail.similarOneHeading);
    const many = section(page, detail.similarHeading);
    const similar = [...(await expectStudies(one)), ...(await expectStudies(many))];
    expect(similar.length).toBeLessThanOrEqual(3);
    expect(similar.map((other) => other.service)).toEqual(similar.map(() => study.service));
    expect(similar.map((other) => other.slug)).toEqual(expected.map((other) => other.slug));
    await expect(one).toHaveCount(expected.length === 1 ? 1 : 0);
  });
}

for (const service of services) {
  test(`service ${service.slug}: the studies it lists are its own`, async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(at(paths.service(service.slug)));
    const shown = await expectStudies(section(page, copy.sectionHeading));
    expect(shown.map((study) => study.service)).toEqual(shown.map(() => service.slug));
  });
}

test('every Enterprise IT page lists up to three of its related studies, if it names any', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const service of enterpriseServices) {
    await page.goto(at(paths.enterpriseService(service.slug)));
    const shown = await expectStudies(section(page, copy.sectionHeading));
    expect(shown.map((study) => study.slug)).toEqual(
      service.relatedCaseStudies.filter((slug) => caseStudies.some((s) => s.slug === slug)).slice(0, 3),
    );
  }
});
