import { z } from 'zod';
import { serviceSlugs } from '../vocabulary';
import {
  copy,
  figureIds,
  figuresStrip,
  fixed,
  fixedList,
  icon,
  metaDescription,
  promising,
  prose,
  section,
  slugOf,
  template,
} from '../copy-rules';

/** The eyebrow, heading and introduction that open each home section. */
const sectionHead = {
  eyebrow: copy('Eyebrow', 'The short line above the heading.'),
  heading: copy('Heading'),
  intro: prose('Introduction'),
};

/** content/copy/home.yaml: the home page, from the hero to the contact section. */
export const homeSchema = z.strictObject({
  title: copy('Page title', 'Follows the company name in the browser tab and search results.'),
  description: metaDescription(),
  hero: section('Hero', {
    eyebrow: sectionHead.eyebrow,
    heading: sectionHead.heading,
    text: prose('Text'),
    primary: fixed('Find Talent', 'Button to the contact section'),
    secondary: fixed('Quantum Solutions', 'Button to the services section'),
    quote: copy('Hardware button', 'The third button, for hardware buyers: leads to the quote request.'),
    panelsLabel: copy('Name of the three panels', 'Read out by screen readers before the panels’ links.'),
    panels: section('Panels of the drawing', {
      talent: copy('IT talent panel', 'Links to the IT talent acquisition service.'),
      quantum: copy('Quantum panel', 'Links to the quantum computing service.'),
      hardware: copy('Hardware panel', 'Links to the products.'),
    }),
  }),
  proof: section('Proof under the hero', {
    clientsLabel: copy('Clients label', 'Above the client names, taken from the case studies’ “client” fields.'),
    figuresLabel: copy('Figures label', 'Read out by screen readers before the figures.'),
    figures: figureIds('Figures', 2),
    products: template('Products figure', ['ranges'], 'Says what the number of products counts.'),
    credentialsLabel: copy(
      'Credentials label',
      'Above the certification and partner programme names in the hero, taken from the credentials section.',
    ),
  }),
  sectors: section('Sectors we serve', {
    ...sectionHead,
    items: z
      .array(
        z.strictObject({
          name: copy('Sector', 'A short badge, e.g. “BFSI”.'),
          clients: prose('Clients', 'The kinds of clients we serve in it, in one sentence.'),
        }),
      )
      .min(3)
      .max(8, 'must list at most 8 sectors (the strip is designed for up to 8)')
      .meta({ title: 'Sectors' }),
  }),
  services: section('Services', {
    ...sectionHead,
    slugs: z
      .array(z.enum(serviceSlugs))
      .length(6, 'must list exactly 6 services (the page is designed for 6)')
      .refine((slugs) => new Set(slugs).size === slugs.length, 'must not list a service twice')
      .meta({
        title: 'Service cards',
        description: 'Each card shows the service’s own title and summary and links to its page.',
      }),
    cardLink: copy('Card link text'),
  }),
  stats: figuresStrip(),
  featured: section('Featured case study', {
    ...sectionHead,
    caseStudy: slugOf('case-studies', 'Case study', 'The card leads with its headline result.'),
  }),
  whyChooseUs: section('Why choose us', {
    ...sectionHead,
    heading: fixed('Why Choose Us', 'Heading'),
    points: fixedList({
      title: 'Points',
      what: 'points',
      key: 'title',
      keyTitle: 'Point',
      values: [
        'Quantum-ready development teams',
        'Cutting-edge technology expertise',
        'Proven IT staffing track record',
        '24/7 support and consultation',
        'Scalable solutions for any project size',
      ],
      fields: { description: prose('Text'), icon },
    }),
  }),
  testimonials: section('Testimonials', {
    ...sectionHead,
    entries: z
      .array(slugOf('testimonials', 'Testimonial', 'A quote from content/testimonials/.'))
      .min(1, 'must name at least 1 testimonial')
      .max(2, 'must name at most 2 testimonials (the page is designed for 1 or 2)')
      .refine((slugs) => new Set(slugs).size === slugs.length, 'must not name a testimonial twice')
      .meta({ title: 'Testimonials' }),
  }),
  credentials: section('Certifications and partner programmes', {
    ...sectionHead,
    items: z
      .array(
        z.strictObject({
          name: copy('Certification or programme', 'As its holder writes it, e.g. “ISO/IEC 27001:2022”.'),
          detail: prose('Detail', 'What it covers or the tier we hold, in one line.'),
        }),
      )
      .min(1)
      .meta({ title: 'Certifications and partner programmes' }),
  }),
  contact: section('Contact section', {
    ...sectionHead,
    intro: promising('Introduction'),
    formHeading: copy('Form heading'),
  }),
});
