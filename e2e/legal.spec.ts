import { site } from '../lib/content/site';
import { copyOf, copyPattern } from './copy';
import { at, expect, test, watchPage } from './helpers';

const ui = copyOf('ui');
const accessibility = copyOf('accessibility');

const legal = copyOf('legal');

test('every footer, the home page’s included, shows the company’s statutory details (rule 26) and GSTIN', async ({
  page,
}) => {
  const expected = [
    site.legal.name,
    site.legal.registeredOffice,
    site.legal.cin,
    site.legal.gstin,
    site.phone,
    site.email,
    site.grievanceOfficer.name,
    site.grievanceOfficer.email,
  ];
  for (const path of ['/', '/careers/']) {
    await page.goto(at(path));
    const footer = page.getByRole('contentinfo');
    for (const text of expected) await expect(footer).toContainText(text);
    await expect(footer.getByRole('link', { name: site.grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${site.grievanceOfficer.email}`,
    );
  }

  await page.goto(at('/'));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks
    .flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat())
    .find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({
    legalName: site.legal.name,
    taxID: site.legal.gstin,
    identifier: { propertyID: 'CIN', value: site.legal.cin },
    contactPoint: expect.arrayContaining([
      expect.objectContaining({ contactType: 'grievance officer', email: site.grievanceOfficer.email }),
    ]),
  });
});

test("the footer shows the visitor's current year, not the build's, without a hydration error", async ({ page }) => {
  const problems = watchPage(page);
  await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'));
  await page.goto(at('/'));
  await expect(page.getByRole('contentinfo')).toContainText(
    `${ui.copyright.sign} 2031 ${site.name}. ${ui.copyright.rights}`,
  );
  expect(problems).toEqual([]);
});

test('the footer leads to the accessibility statement and security.txt', async ({ page }) => {
  await page.goto(at('/about/'));
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: legal.trustLinks.landmark });
  await expect(links.getByRole('link', { name: legal.trustLinks.links.securityTxt })).toHaveAttribute(
    'href',
    /\/\.well-known\/security\.txt$/,
  );
  await links.getByRole('link', { name: legal.trustLinks.links.accessibility }).click();
  await expect(page).toHaveURL(/\/accessibility\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibility.heading);
  for (const { heading } of accessibility.sections) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText('WCAG 2.2');
  // The reply time Company details promises, named by the statement, not written out.
  await expect(page.getByRole('main')).toContainText(`reply within ${site.promises.enquiryReply}`);
  await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});

test('security.txt follows RFC 9116 and expires within a year of the build', async ({ page }) => {
  const response = await page.request.get(at('/.well-known/security.txt'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${site.securityEmail}`);
  expect(text).toMatch(new RegExp(`^Preferred-Languages: ${copyPattern(copyOf('security').preferredLanguages)}$`, 'm'));
  expect(text).toMatch(/^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/m);
  const expires = new Date(/^Expires: (\S+)$/m.exec(text)![1]!);
  const days = (expires.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(300);
  expect(days).toBeLessThanOrEqual(365);
});
