import { z } from 'zod';
import { copy, figuresStrip, fixed, fixedList, icon, pageOpening, prose } from '../copy-rules';

/** content/copy/about.yaml: the about page. */
export const aboutSchema = z.strictObject({
  ...pageOpening(),
  pillars: z
    .strictObject({
      heading: copy('Heading', 'Read out by screen readers; the cards show their own titles.'),
      cards: fixedList({
        title: 'Cards',
        what: 'cards',
        key: 'title',
        keyTitle: 'Title',
        values: ['Our Vision', 'Our Mission', 'Our Values'],
        fields: { description: prose('Text'), icon },
      }),
    })
    .meta({ title: 'Vision, mission and values' }),
  stats: figuresStrip(),
  timeline: z
    .strictObject({
      heading: copy('Heading'),
      milestones: fixedList({
        title: 'Milestones',
        what: 'years',
        key: 'year',
        keyTitle: 'Year',
        values: ['2021', '2022', '2023', '2024', '2025'],
        fields: { title: copy('Title'), description: prose('Text') },
      }),
    })
    .meta({ title: 'Timeline' }),
  leaders: z
    .strictObject({
      heading: copy('Heading'),
      link: copy('Card link text', 'Each leader’s card links to their profile.'),
    })
    .meta({ title: 'Leadership', description: 'The leaders themselves are edited under Leaders.' }),
  cta: z
    .strictObject({
      title: copy('Heading'),
      text: prose('Text'),
      button: fixed('Contact Us', 'Button to the contact section'),
    })
    .meta({ title: 'Call to action' }),
});
export type AboutCopy = z.output<typeof aboutSchema>;
