/** The accessibility statement (/accessibility/). Update lastReview after each full review. */
import { site } from '@/lib/site';

export interface StatementSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const accessibility = {
  title: 'Accessibility',
  heading: 'Accessibility statement',
  description: `How ${site.name} keeps this site usable for all: our WCAG 2.2 AA target, how we test, known limitations and how to report a barrier.`,
  intro: `We want everyone to be able to read about our services, send us an enquiry and apply for a job on this website, whatever device, browser or assistive technology they use.`,
  /** The date of the last full review, YYYY-MM-DD. */
  lastReview: '2026-11-24',
  lastReviewLabel: 'Last reviewed',
  sections: [
    {
      heading: 'Our target',
      paragraphs: [
        'This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard that India’s Guidelines for Indian Government Websites and the European standard EN 301 549 build on.',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: ['Every change to the site is checked automatically before it is published:'],
      items: [
        'axe-core checks every page in the sitemap against the WCAG 2.2 A and AA rules; any violation stops the release.',
        'Keyboard tests walk the menus, search, dialogs, filters, the product carousel and every form with the keyboard alone, checking visible focus and where focus goes.',
        'The W3C Nu HTML Checker validates the HTML of every page, so that assistive technology gets well-formed headings, landmarks, labels and lists.',
        'Every page works without JavaScript, has one main heading, labelled landmarks and a link to skip to the content, and respects reduced-motion settings.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know of these gaps and are working on them:'],
      items: [
        'Automated tools find about a third of accessibility problems. We have not yet had the site reviewed by people who use screen readers daily; that review is planned.',
        'Open Graph preview images drawn for social media have no text alternative there, as the platforms show them; every image on the site itself has one.',
        'Without JavaScript, the pricing calculator, site search and job application cannot be used; the pages say so and offer our e-mail address and phone number instead.',
      ],
    },
    {
      heading: 'Tell us about a barrier',
      paragraphs: [
        `If something on this site is hard to use, or you need information in another format, write to ${site.email} or call ${site.phone}. Tell us the page and what went wrong. We reply within 5 working days and aim to fix or offer an alternative within 30 days.`,
      ],
    },
  ] satisfies readonly StatementSection[],
} as const;
