import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkedRoutes } from '../scripts/html-files.mjs';
import { caseStudies } from '../lib/content';
import { resultUnits } from '../lib/content/vocabulary';
import { escapeRegExp } from '../lib/text/escape';
import { paths } from '../lib/paths';
import { copyOf } from './copy';
import { axeViolations, expect, NARROW, registryRoutes, test } from './helpers';
import { textAtTheEdge } from './text-at-edge';

/**
 * One visit per page of the registry (lib/pages/all.ts) checks everything every page must pass, on a phone
 * 360 px wide: no sideways scroll before or after its app starts, served with the _headers rules
 * (see playwright.config webServer) and a hash-based policy that nothing on the page violates,
 * titled, described, one h1, no console error or foreign request, and no axe-core WCAG 2.2 AA
 * violation with its app live, and at desktop width too on the first page of each section.
 * On a phone 390 × 844 it names itself (its h1) on the first screen, and the last section of
 * main, before the footer, holds a call to action: a control drawn as a button that leads to
 * contact, a quote, an application or the articles' feed (or sends the page's form), or a
 * telephone number or e-mail address to use at once. A card, a pager or a crumb is no next
 * step. There and on a laptop, no text in main touches the screen's edge (text-at-edge.ts).
 */
// Every page, or an editor's publish's (CHECK_PAGES, scripts/check-scope.mjs).
const checked = checkedRoutes();
const routes = registryRoutes().filter((route) => !checked || checked.has(route));
// The header and footer are the same components on every page: axe checks them in full on the
// first page of each section (/, /about/, /blog/, /careers/ ...), and each page's own content
// (everything between them) on every page.
const section = (route: string) => route.split('/')[1] ?? '';
const withChrome = new Set(routes.filter((route, i) => routes.findIndex((r) => section(r) === section(route)) === i));
const PHONE = { width: 390, height: 844 };

for (const route of routes) {
  test(`route ${route} is clean, titled, accessible, within its security policy, named on a phone's first screen, ends on a call to action and keeps its text off the screen's edge`, async ({
    crawl,
  }) => {
    const { page, response, problems, policyViolations } = await crawl.open(route);
    await page.waitForLoadState('load');
    expect(response?.status(), 'served with 200').toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    // What the head and body must say, read in one go: the crawl visits every page.
    const seen = await page.evaluate(() => ({
      policy: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
      rules: document.querySelector('script[type="speculationrules"]')?.textContent ?? '',
      h1s: document.querySelectorAll('h1').length,
      lang: document.documentElement.lang,
      title: document.title.trim(),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    }));
    expect(seen.policy).toMatch(/script-src 'self' 'sha256-/);
    // Its speculation rules (prerender on intent), allowed by their own hash.
    expect(JSON.parse(seen.rules).prerender[0].eagerness).toBe('moderate');
    expect(seen.policy).toContain(`'sha256-${createHash('sha256').update(seen.rules).digest('base64')}'`);
    expect(seen.h1s, 'one h1').toBe(1);
    expect(seen.lang).toMatch(/^en/);
    expect(seen.title.length, 'has a <title>').toBeGreaterThan(10);
    expect(seen.description.length, 'has a meta description').toBeGreaterThan(30);

    // Waited for beside axe: the quiet half second it needs passes while axe runs.
    const idle = page.waitForLoadState('networkidle');
    const exclude = withChrome.has(route) ? [] : ['body > header', 'body > footer'];
    expect(await axeViolations(page, { exclude }), 'axe-core WCAG 2.2 AA violations').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (withChrome.has(route))
      expect(await axeViolations(page), 'axe-core WCAG 2.2 AA violations at 1280 px').toEqual([]);
    expect.soft(await textAtTheEdge(page), 'text at the screen’s edge at 1280 px').toEqual([]);
    const study = studyAt.get(route);
    if (study) await checkCaseStudy(page, study);

    await page.setViewportSize(PHONE);
    expect.soft(await textAtTheEdge(page), `text at the screen’s edge at ${PHONE.width} px`).toEqual([]);
    const top = await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
    expect(top, 'h1 top, px from the page top').toBeLessThan(PHONE.height);
    const steps = await page.locator('main').evaluate((main) => {
      const here = new URL(location.href);
      const last = [...main.children]
        .filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'DIALOG'].includes(el.tagName))
        .filter((el) => el.getBoundingClientRect().height > 0)
        .at(-1)!;
      // Drawn as a button: a filled ground around its words, as the closing bands' and forms' are.
      const drawnAsButton = (el: Element) => {
        const style = getComputedStyle(el);
        return !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor) && parseFloat(style.paddingLeft) >= 12;
      };
      // Where a call to action leads: a call or an e-mail, the contact section or page, a quote, the feed.
      const leadsOn = (a: HTMLAnchorElement) => {
        const url = new URL(a.href);
        if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'direct';
        if (url.origin !== here.origin) return undefined;
        return url.hash === '#contact' || /\/(contact|quote)\/$|\/feed\.xml$/.test(url.pathname) ? 'page' : undefined;
      };
      const visible = (el: Element) => el.getBoundingClientRect().height > 0;
      const links = [...last.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
        (a) => visible(a) && (leadsOn(a) === 'direct' || (leadsOn(a) === 'page' && drawnAsButton(a))),
      );
      // A button that applies (opens the application form) or sends the page's form.
      const buttons = [...last.querySelectorAll('button')].filter(
        (b) =>
          visible(b) &&
          drawnAsButton(b) &&
          (b.getAttribute('command') === 'show-modal' || (b.type === 'submit' && !b.closest('dialog'))),
      );
      return [...links, ...buttons].map((el) => el.textContent!.trim());
    });
    expect(
      steps.length,
      'calls to action (contact, a quote, an application, the feed) in the last section of main',
    ).toBeGreaterThan(0);
    // The next route opens on the narrowest phone.
    await page.setViewportSize({ width: NARROW, height: 780 });

    await idle;
    expect(problems).toEqual([]);
    expect(await policyViolations(), 'CSP violations').toEqual([]);
  });
}

/**
 * Every case study as a buyer reads it (the editors' content): no heading over nothing, and a
 * headline result that names a change in one of the units of change (lib/content/vocabulary.ts),
 * not a count of the project's scope. Read on the crawl's own visit, at desktop width, as the page
 * is the same: a page load of its own cost every study a renderer and an app start more.
 */
const { detail } = copyOf('case-studies-page');
const unitOfChange = new RegExp(
  `^(?:₹)?\\d[\\d,.]*\\s?(?:${Object.keys(resultUnits)
    .map((unit) => escapeRegExp(unit.replace(/^₹ /, '')).replace(/^(days|weeks|months)$/, (plural) => `${plural}?`))
    .join('|')})$`,
);
const studyAt = new Map(caseStudies.map((study) => [paths.caseStudy(study.slug), study]));

async function checkCaseStudy(page: Page, study: (typeof caseStudies)[number]) {
  const empty = await page
    .getByRole('main')
    .locator('section[aria-labelledby], aside[aria-labelledby]')
    .evaluateAll((blocks) =>
      blocks
        .map((block) => {
          const heading = document.getElementById(block.getAttribute('aria-labelledby')!)!.textContent!;
          return { heading: heading.trim(), rest: block.textContent!.replace(heading, '').trim() };
        })
        .filter(({ rest }) => rest.length === 0)
        .map(({ heading }) => heading),
    );
  expect.soft(empty, `case study ${study.slug}: headings with nothing under them`).toEqual([]);
  const band = page.getByRole('region', { name: detail.resultLabel });
  const figure = (await band.locator('p > span').first().textContent())!.trim().replace(/\u00a0/g, ' ');
  expect.soft(figure, `case study ${study.slug}: the headline figure, in a unit of change`).toMatch(unitOfChange);
  await expect.soft(band).toContainText(study.headline.label);
}

test('every case study is among the crawled routes, which check its write-up and headline result', () => {
  const crawled = new Set(registryRoutes());
  expect([...studyAt.keys()].filter((route) => !crawled.has(route))).toEqual([]);
});
