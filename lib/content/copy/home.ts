import { z } from 'zod';
import { serviceSlugs } from '../vocabulary';
import { copy, figuresStrip, fixed, fixedList, icon, metaDescription, prose } from '../copy-rules';

/** The eyebrow, heading and introduction that open each home section. */
const sectionHead = {
  eyebrow: copy('Eyebrow', 'The short line above the heading.'),
  heading: copy('Heading'),
  intro: prose('Introduction'),
};

/** content/pages/home.yaml: the home page, from the hero to the contact section. */
export const homeSchema = z.strictObject({
  title: copy('Page title', 'Follows the company name in the browser tab and search results.'),
  description: metaDescription(),
  hero: z
    .strictObject({
      eyebrow: sectionHead.eyebrow,
      heading: sectionHead.heading,
      text: prose('Text'),
      primary: fixed('Find Talent', 'Button to the contact section'),
      secondary: fixed('Quantum Solutions', 'Button to the services section'),
    })
    .meta({ title: 'Hero' }),
  services: z
    .strictObject({
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
    })
    .meta({ title: 'Services' }),
  stats: figuresStrip(['500+', '50+', '99%', '24/7']),
  whyChooseUs: z
    .strictObject({
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
    })
    .meta({ title: 'Why choose us' }),
  contact: z.strictObject({ ...sectionHead, formHeading: copy('Form heading') }).meta({ title: 'Contact section' }),
});
export type HomeCopy = z.output<typeof homeSchema>;
