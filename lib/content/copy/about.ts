import { z } from 'zod';
import { copy, figuresStrip, fixed, fixedList, icon, pageOpening, promising, prose, section } from '../copy-rules';

/** content/copy/about.yaml: the about page. */
export const aboutSchema = z.strictObject({
  ...pageOpening(),
  pillars: section('Vision, mission and values', {
    heading: copy('Heading', 'Read out by screen readers; the cards show their own titles.'),
    cards: fixedList({
      title: 'Cards',
      what: 'cards',
      key: 'title',
      keyTitle: 'Title',
      values: ['Our Vision', 'Our Mission', 'Our Values'],
      fields: { description: prose('Text'), icon },
    }),
  }),
  stats: figuresStrip(),
  timeline: section('Timeline', {
    heading: copy('Heading'),
    milestones: fixedList({
      title: 'Milestones',
      what: 'years',
      key: 'year',
      keyTitle: 'Year',
      values: ['2021', '2022', '2023', '2024', '2025'],
      fields: { title: copy('Title'), description: prose('Text') },
    }),
  }),
  leaders: section('Leadership', {
    heading: copy('Heading'),
    link: copy('Card link text', 'Each leader’s card links to their profile.'),
  }).describe('The leaders themselves are edited under Leaders.'),
  cta: section('Call to action', {
    title: copy('Heading'),
    text: promising('Text'),
    button: fixed('Contact Us', 'Button to the contact section'),
  }),
});
