/**
 * The singletons: one YAML file per page or shared block of copy, plus the company facts. Each
 * has a schema (a page kind's own copy is declared with its collection, lib/content/collections/); the content check, the CMS (one entry each under "Pages and copy") and the JSON
 * Schema for VS Code walk this list. Templates import the YAML file itself (next.config.mjs), typed
 * by its schema in types/copy.d.ts (written from this list by `npm run schemas`), so client
 * islands carry only the copy they show.
 */
import type { z } from 'zod';
import { collections } from './collections';
import { siteSchema } from './schemas';
import { searchSchema } from './copy/search';
import { blogSchema } from './copy/blog';
import { caseStudiesSchema } from './copy/case-studies';
import { servicePagesSchema } from './copy/service-pages';
import { productPagesSchema } from './copy/product-pages';
import { quoteSchema } from './copy/quote';
import { quoteButtonSchema } from './copy/quote-button';
import { notFoundSchema } from './copy/not-found';
import { navigationSchema } from './copy/navigation';
import { legalSchema } from './copy/legal';
import { securitySchema } from './copy/security';
import { consentSchema } from './copy/consent';
import { formsSchema } from './copy/forms';
import { uiSchema } from './copy/ui';
import { privacySchema } from './copy/privacy';
import { accessibilitySchema } from './copy/accessibility';
import { homeSchema } from './copy/home';
import { aboutSchema } from './copy/about';
import { leaderPageSchema } from './copy/leader';
import { trainingSchema } from './copy/training';
import { pricingSchema } from './copy/pricing';
import { careersSchema } from './copy/careers';
import { enterpriseHubSchema } from './copy/enterprise-hub';

export interface SingletonDef<S extends z.ZodType = z.ZodType> {
  name: string;
  label: string;
  file: string;
  schema: S;
  /** What the singleton holds (documentation and the JSON Schema's title). */
  description?: string;
  /** A Material Symbols name for the CMS's list. */
  icon?: string;
  /** Where the CMS lists it: the company's facts, a page's words, or words several pages share. */
  group: 'company' | 'page' | 'block';
}

const define = <S extends z.ZodObject>(def: SingletonDef<S>) => def;

export const singletonDefs = {
  site: define({
    group: 'company',
    name: 'site',
    label: 'Company details',
    file: 'content/site.yaml',
    schema: siteSchema,
    description: 'Name, contact details, offices and statutory details shown in every footer.',
    icon: 'business',
  }),
  home: define({
    group: 'page',
    name: 'home',
    label: 'Home page',
    file: 'content/copy/home.yaml',
    schema: homeSchema,
    description: 'Hero, service cards, figures, why choose us and the contact section.',
  }),
  about: define({
    group: 'page',
    name: 'about',
    label: 'About page',
    file: 'content/copy/about.yaml',
    schema: aboutSchema,
    description: 'Vision, mission and values, figures, timeline, the leadership section and the call to action.',
  }),
  leader: define({
    group: 'page',
    name: 'leader',
    label: 'Leader profile pages',
    file: 'content/copy/leader.yaml',
    schema: leaderPageSchema,
    description: 'The headings around each leader’s profile; the leaders themselves are under Leaders.',
  }),
  training: define({
    group: 'page',
    name: 'training',
    label: 'Corporate training page',
    file: 'content/copy/training.yaml',
    schema: trainingSchema,
    description: 'The nine technology areas, delivery formats and the “Request a Trainer” notice.',
  }),
  pricing: define({
    group: 'page',
    name: 'pricing',
    label: 'Talent pricing calculator page',
    file: 'content/copy/pricing.yaml',
    schema: pricingSchema,
    description:
      'The calculator’s labels and the lead form that unlocks it; the rates follow the specification and are not edited here.',
  }),
  careers: define({
    group: 'page',
    name: 'careers',
    label: 'Careers pages',
    file: 'content/copy/careers.yaml',
    schema: careersSchema,
    description: 'The job list and its filters, the application form and each job’s page; the jobs are under Jobs.',
  }),
  'blog-page': define({
    group: 'page',
    name: 'blog-page',
    label: 'Blog',
    file: 'content/copy/blog.yaml',
    schema: blogSchema,
    description: 'The article list (/blog/) and the words around each article.',
  }),
  'case-studies-page': define({
    group: 'page',
    name: 'case-studies-page',
    label: 'Case studies',
    file: 'content/copy/case-studies.yaml',
    schema: caseStudiesSchema,
    description: 'The case-study list, the words around each case study, and case-study cards on service pages.',
  }),
  'service-pages': define({
    group: 'page',
    name: 'service-pages',
    label: 'Service pages',
    file: 'content/copy/service-pages.yaml',
    schema: servicePagesSchema,
    description:
      'The services index (/services/) and the headings and buttons of every service and Enterprise IT page.',
  }),
  enterpriseHub: define({
    group: 'page',
    name: 'enterprise-hub',
    label: 'Enterprise IT hub page',
    file: 'content/copy/enterprise-hub.yaml',
    schema: enterpriseHubSchema,
    description:
      'The heading and introduction above the four solution areas; the areas are under Enterprise IT groups.',
  }),
  'product-pages': define({
    group: 'page',
    name: 'product-pages',
    label: 'Product pages',
    file: 'content/copy/product-pages.yaml',
    schema: productPagesSchema,
    description: 'The product index (/products/), the words around each product, comparison tables and datasheets.',
  }),
  quote: define({
    group: 'page',
    name: 'quote',
    label: 'Quote list page',
    file: 'content/copy/quote.yaml',
    schema: quoteSchema,
    description: 'The quote list (/quote/) and its request form.',
  }),
  privacy: define({
    group: 'page',
    name: 'privacy',
    label: 'Privacy notice',
    file: 'content/copy/privacy.yaml',
    schema: privacySchema,
    description: 'The privacy notice (/privacy/): its sections, and what it says about each analytics provider.',
  }),
  accessibility: define({
    group: 'page',
    name: 'accessibility',
    label: 'Accessibility statement',
    file: 'content/copy/accessibility.yaml',
    schema: accessibilitySchema,
    description: 'The accessibility statement (/accessibility/) and the date of its last review.',
  }),
  'not-found': define({
    group: 'page',
    name: 'not-found',
    label: 'Page not found',
    file: 'content/copy/not-found.yaml',
    schema: notFoundSchema,
    description: 'The messages shown for an unknown address: one per part of the site, and a general one.',
  }),
  navigation: define({
    group: 'block',
    name: 'navigation',
    label: 'Menus',
    file: 'content/copy/navigation.yaml',
    schema: navigationSchema,
    description: 'The words of the header, the mobile menu and the footer’s columns.',
  }),
  forms: define({
    group: 'block',
    name: 'forms',
    label: 'Forms',
    file: 'content/copy/forms.yaml',
    schema: formsSchema,
    description:
      'The contact form, the messages every form shows (missing or wrong details, sending failures, resume checks) and the notices shown when JavaScript is off.',
  }),
  ui: define({
    group: 'block',
    name: 'ui',
    label: 'Shared interface text',
    file: 'content/copy/ui.yaml',
    schema: uiSchema,
    description:
      'Wording used across pages: skip link, breadcrumbs, footer copyright, notifications, result counts, the product image carousel and error messages.',
  }),
  search: define({
    group: 'block',
    name: 'search',
    label: 'Site search',
    file: 'content/copy/search.yaml',
    schema: searchSchema,
    description: 'The header’s search button and dialog.',
  }),
  'quote-button': define({
    group: 'block',
    name: 'quote-button',
    label: 'Quote list buttons',
    file: 'content/copy/quote-button.yaml',
    schema: quoteButtonSchema,
    description: 'The header’s link to the quote list and the product pages’ “Add to quote list”.',
  }),
  consent: define({
    group: 'block',
    name: 'consent',
    label: 'Cookie banner',
    file: 'content/copy/consent.yaml',
    schema: consentSchema,
    description: 'The cookie banner and its settings, shown only in builds with Google Analytics.',
  }),
  legal: define({
    group: 'block',
    name: 'legal',
    label: 'Company information and legal links',
    file: 'content/copy/legal.yaml',
    schema: legalSchema,
    description: 'The labels of the statutory details and the legal links, both in the footer of every page.',
  }),
  security: define({
    group: 'block',
    name: 'security',
    label: 'Security contact (security.txt)',
    file: 'content/copy/security.yaml',
    schema: securitySchema,
    description: 'The words of /.well-known/security.txt, where researchers find how to report a vulnerability.',
  }),
};

const groups: SingletonDef['group'][] = ['company', 'page', 'block'];

/** With each collection's page of copy among the pages (stable: in the order listed). */
export const singletons: SingletonDef[] = [
  ...Object.values(singletonDefs),
  ...collections.flatMap((def) => (def.copy ? [def.copy] : [])),
].sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group));
