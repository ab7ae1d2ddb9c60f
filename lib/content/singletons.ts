/**
 * The singletons: one YAML file per page or shared block of copy, plus the company facts. Each
 * has a schema (a page kind's own copy is declared with its collection, lib/content/collections/); the content check, the CMS (one entry each under "Pages and copy") and the JSON
 * Schema for VS Code walk this list. Templates import the YAML file itself (next.config.mjs), typed
 * by its schema in types/copy.d.ts (written from this list by `npm run schemas`), so client
 * islands carry only the copy they show.
 */
import type { SingletonDef } from './collections/define';
import { collections } from './collections';
import { siteSchema } from './schemas';
import { searchSchema } from './copy/search';
import { blogSchema } from './copy/blog';
import { caseStudiesSchema } from './copy/case-studies';
import { servicePagesSchema } from './copy/service-pages';
import { productPagesSchema } from './copy/product-pages';
import { contactSchema } from './copy/contact';
import { quoteSchema } from './copy/quote';
import { quoteButtonSchema } from './copy/quote-button';
import { notFoundSchema } from './copy/not-found';
import { navigationSchema } from './copy/navigation';
import { legalSchema } from './copy/legal';
import { securitySchema } from './copy/security';
import { consentSchema } from './copy/consent';
import { formsSchema } from './copy/forms';
import { uiSchema } from './copy/ui';
import { closingSchema } from './copy/closing';
import { privacySchema } from './copy/privacy';
import { accessibilitySchema } from './copy/accessibility';
import { homeSchema } from './copy/home';
import { aboutSchema } from './copy/about';
import { leaderPageSchema } from './copy/leader';
import { trainingSchema } from './copy/training';
import { pricingSchema } from './copy/pricing';
import { careersSchema } from './copy/careers';
import { enterpriseHubSchema } from './copy/enterprise-hub';

/** A page of copy, or a block of it, named by its key and stored in content/copy/<name>.yaml unless it says otherwise. */
type Copy = Omit<SingletonDef, 'group' | 'name' | 'file'> & { name?: string; file?: string };

const inGroup = <D extends Record<string, Copy>>(group: SingletonDef['group'], defs: D) =>
  Object.fromEntries(
    Object.entries(defs).map(([key, { name = key, file = `content/copy/${name}.yaml`, ...def }]) => [
      key,
      { group, name, file, ...def },
    ]),
  ) as { [K in keyof D]: SingletonDef<D[K]['schema']> };

export const singletonDefs = {
  site: {
    group: 'company',
    name: 'site',
    label: 'Company details',
    file: 'content/site.yaml',
    schema: siteSchema,
    description: 'Name, contact details, offices and statutory details shown in every footer.',
    icon: 'business',
  } satisfies SingletonDef<typeof siteSchema>,
  ...inGroup('page', {
    home: {
      label: 'Home page',
      schema: homeSchema,
      description: 'Hero, service cards, figures, why choose us and the contact section.',
    },
    about: {
      label: 'About page',
      schema: aboutSchema,
      description: 'Vision, mission and values, figures, timeline, the leadership section and the call to action.',
    },
    leader: {
      label: 'Leader profile pages',
      schema: leaderPageSchema,
      description: 'The headings around each leader’s profile; the leaders themselves are under Leaders.',
    },
    training: {
      label: 'Corporate training page',
      schema: trainingSchema,
      description: 'The nine technology areas, delivery formats and the “Request a Trainer” notice.',
    },
    pricing: {
      label: 'Talent pricing calculator page',
      schema: pricingSchema,
      description:
        'The calculator’s labels and the lead form that unlocks it; the rates follow the specification and are not edited here.',
    },
    careers: {
      label: 'Careers pages',
      schema: careersSchema,
      description: 'The job list and its filters, the application form and each job’s page; the jobs are under Jobs.',
    },
    'blog-page': {
      file: 'content/copy/blog.yaml',
      label: 'Blog',
      schema: blogSchema,
      description: 'The article list (/blog/) and the words around each article.',
    },
    'case-studies-page': {
      file: 'content/copy/case-studies.yaml',
      label: 'Case studies',
      schema: caseStudiesSchema,
      description: 'The case-study list, the words around each case study, and case-study cards on service pages.',
    },
    'service-pages': {
      label: 'Service pages',
      schema: servicePagesSchema,
      description:
        'The services index (/services/) and the headings and buttons of every service and Enterprise IT page.',
    },
    enterpriseHub: {
      name: 'enterprise-hub',
      label: 'Enterprise IT hub page',
      schema: enterpriseHubSchema,
      description:
        'The heading and introduction above the four solution areas; the areas are under Enterprise IT groups.',
    },
    'product-pages': {
      label: 'Product pages',
      schema: productPagesSchema,
      description: 'The product index (/products/), the words around each product, comparison tables and datasheets.',
    },
    contact: {
      label: 'Contact page',
      schema: contactSchema,
      description:
        'The contact page (/contact/): the form, the office, the hours, the reply time and the grievance officer.',
    },
    quote: {
      label: 'Quote list page',
      schema: quoteSchema,
      description: 'The quote list (/quote/) and its request form.',
    },
    privacy: {
      label: 'Privacy notice',
      schema: privacySchema,
      description: 'The privacy notice (/privacy/): its sections, and what it says about each analytics provider.',
    },
    accessibility: {
      label: 'Accessibility statement',
      schema: accessibilitySchema,
      description: 'The accessibility statement (/accessibility/) and the date of its last review.',
    },
    'not-found': {
      label: 'Page not found',
      schema: notFoundSchema,
      description: 'The messages shown for an unknown address: one per part of the site, and a general one.',
    },
  }),
  ...inGroup('block', {
    navigation: {
      label: 'Menus',
      schema: navigationSchema,
      description: 'The words of the header, the mobile menu and the footer’s columns.',
    },
    forms: {
      label: 'Forms',
      schema: formsSchema,
      description:
        'The contact form, the messages every form shows (missing or wrong details, sending failures, resume checks) and the notices shown when JavaScript is off.',
    },
    ui: {
      label: 'Shared interface text',
      schema: uiSchema,
      description:
        'Wording used across pages: skip link, breadcrumbs, footer copyright, notifications, result counts, the product image carousel and error messages.',
    },
    closing: {
      label: 'How pages end',
      schema: closingSchema,
      description:
        'The last band of the pages that end with proof and a next step: products, the Enterprise IT hub, profiles, articles and the statements, and the words of their buttons.',
    },
    search: { label: 'Site search', schema: searchSchema, description: 'The header’s search button and dialog.' },
    'quote-button': {
      label: 'Quote list buttons',
      schema: quoteButtonSchema,
      description: 'The header’s link to the quote list and the product pages’ “Add to quote list”.',
    },
    consent: {
      label: 'Cookie banner',
      schema: consentSchema,
      description: 'The cookie banner and its settings, shown only in builds with Google Analytics.',
    },
    legal: {
      label: 'Company information and legal links',
      schema: legalSchema,
      description: 'The labels of the statutory details and the legal links, both in the footer of every page.',
    },
    security: {
      label: 'Security contact (security.txt)',
      schema: securitySchema,
      description: 'The words of /.well-known/security.txt, where researchers find how to report a vulnerability.',
    },
  }),
};

const groups: SingletonDef['group'][] = ['company', 'page', 'block'];

/** With each collection's page of copy among the pages (stable: in the order listed). */
export const singletons: SingletonDef[] = [
  ...Object.values(singletonDefs),
  ...collections.flatMap((def) => (def.copy ? [def.copy] : [])),
].sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group));
