/** @jest-environment node */
import type { Provider } from '../analytics/providers';
import type { CompanyFacts } from './company-facts';
import { PROMISES } from '../content/promises';
import privacyCopy from '@/content/copy/privacy.yaml';
import accessibilityCopy from '@/content/copy/accessibility.yaml';
import { privacyNotice, withFacts } from './statements';

const facts: CompanyFacts = {
  company: 'Acme',
  legalName: 'Acme Private Limited',
  cin: 'U00000XX2000PTC000000',
  registeredOffice: '1 Main Road, Pune',
  email: 'hi@acme.example',
  phone: '+91 20 0000 0000',
  grievanceOfficer: 'A. Officer',
  grievanceEmail: 'grievance@acme.example',
  enquiryReply: 'one business day',
  quoteReply: 'two business days',
  officeHours: 'Monday to Friday, 9 a.m. to 5 p.m. IST',
  grievanceAcknowledgement: '7 days',
  privacyAnswer: '30 days',
  securityAcknowledgement: '3 working days',
};

/** Every text of a page that may name a fact. */
const texts = (page: {
  description: string;
  intro: string;
  sections: readonly { paragraphs: readonly string[]; items?: readonly string[] }[];
}) => [page.description, page.intro, ...page.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])];

describe('privacyNotice', () => {
  const { analytics } = privacyCopy;

  it.each<[Provider, readonly string[]]>([
    ['', analytics.none],
    ['plausible', analytics.plausible],
    ['umami', analytics.umami],
    ['ga4', analytics.ga4],
  ])('with analytics "%s": that provider’s paragraphs, where the copy puts them', (provider, paragraphs) => {
    const notice = privacyNotice(privacyCopy, provider, facts);
    const at = privacyCopy.sections.findIndex((s) => s.paragraphs.includes('{analytics}'));
    expect(notice.sections[at]!.paragraphs).toEqual(paragraphs);
    expect(notice.sections).toHaveLength(privacyCopy.sections.length);
  });

  it('lists the analytics provider among the processors only when there is one', () => {
    const processors = (provider: Provider) => texts(privacyNotice(privacyCopy, provider, facts));
    expect(processors('')).not.toContain(analytics.processor);
    for (const provider of ['plausible', 'umami', 'ga4'] as const)
      expect(processors(provider)).toContain(analytics.processor);
  });

  it('points to the cookie settings only with Google Analytics, the one that asks for consent', () => {
    for (const provider of ['', 'plausible', 'umami'] as const)
      expect(texts(privacyNotice(privacyCopy, provider, facts))).not.toContain(analytics.cookieSettings);
    expect(texts(privacyNotice(privacyCopy, 'ga4', facts))).toContain(analytics.cookieSettings);
  });

  it('fills in every company fact and leaves no placeholder', () => {
    const all = texts(privacyNotice(privacyCopy, 'ga4', facts)).join('\n');
    expect(all).not.toMatch(/\{\w+\}/);
    // Every company fact, and the promises it makes (a grievance acknowledged and answered in time).
    const named = Object.entries(facts).filter(
      ([fact]) => !(PROMISES as readonly string[]).includes(fact) || JSON.stringify(privacyCopy).includes(`{${fact}}`),
    );
    expect(named.map(([fact]) => fact)).toEqual(expect.arrayContaining(['grievanceAcknowledgement', 'privacyAnswer']));
    for (const [, value] of named) expect(all).toContain(value);
    expect(privacyNotice(privacyCopy, '', facts)).not.toHaveProperty('analytics');
  });
});

describe('withFacts', () => {
  it('fills the summary, introduction, paragraphs and items, and keeps the rest', () => {
    const page = withFacts(accessibilityCopy, facts);
    expect(page.description).toContain('Acme');
    expect(texts(page).join('\n')).not.toMatch(/\{\w+\}/);
    expect(texts(page).join('\n')).toContain(facts.email);
    expect(page.sections.map((s) => s.heading)).toEqual(accessibilityCopy.sections.map((s) => s.heading));
    expect(page.lastReview).toBe(accessibilityCopy.lastReview);
  });
});
