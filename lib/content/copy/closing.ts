import { z } from 'zod';
import { serviceSlugs } from '../vocabulary';
import { copy, figureIds, promising, section, slugOf, template } from '../copy-rules';

/**
 * content/copy/closing.yaml: how pages end, the last band before the footer: the proof that backs
 * the page (figures, a case study, an author) and the one next step that fits it, in one wording
 * per intent. Server-rendered only, so none of it reaches a page's JavaScript.
 */
export const closingSchema = z.strictObject({
  actions: section('Calls to action', {
    contact: copy('To the contact section', 'One wording wherever a page asks the visitor to get in touch.'),
    quote: copy('To the quote request', 'One wording wherever a page asks for a price.'),
    feed: copy('To the articles’ feed', 'Where the list of articles asks readers to follow new ones.'),
  }).describe(
    'The words of the buttons that close the pages; the specification fixes the others (Apply Now, Read Case Study…).',
  ),

  figuresLabel: copy('Figures label', 'Read out by screen readers before the figures.'),
  figures: figureIds('Figures', 2),
  products: section('Products, ranges and comparisons', { title: copy('Heading'), text: promising('Text') }),
  enterprise: section('Enterprise IT hub and its services', {
    title: copy('Heading'),
    text: promising('Text'),
    caseStudy: slugOf('case-studies', 'Case study', 'Shown with its headline result.'),
  }),
  leader: section('Leader profiles', {
    title: copy('Heading'),
    text: promising('Text'),
    caseStudy: slugOf('case-studies', 'Case study', 'Shown with its headline result.'),
  }),
  services: section('Services', { title: copy('Heading'), text: promising('Text') }),
  caseStudies: section('Case studies list', { title: copy('Heading'), text: promising('Text') }),
  blog: section('Articles list', { title: copy('Heading'), text: promising('Text') }),
  careers: section('Careers list and closed openings', {
    title: copy('Heading'),
    text: promising('Text'),
  }).describe('Asks for a CV by the contact form when no opening fits.'),
  job: section('Open job pages', { title: copy('Heading'), text: promising('Text') }).describe(
    'Above the Apply Now that ends every open job’s page.',
  ),
  statement: section('Privacy notice and accessibility statement', { title: copy('Heading'), text: promising('Text') }),
  article: section('Articles', {
    title: copy('Heading'),
    text: promising('Text'),
    author: template('Author line', ['name', 'role'], 'e.g. "Written by Neha Kapoor, Head of ERP".'),
    service: copy('Related service label', 'Above the link to the service an article’s category belongs to.'),
    services: section('Service of each category', {
      Quantum: z.enum(serviceSlugs),
      ERP: z.enum(serviceSlugs),
      Development: z.enum(serviceSlugs),
      Cybersecurity: z.enum(serviceSlugs),
    }).describe('The service an article of each category leads to.'),
  }),
});
