/** Testimonials: what a client said, three on each service's page. */
import { z } from 'zod';
import { order, personRef, serviceRef, text } from '../schemas';
import { define, type Entry } from './define';
import type { Person } from './people';

export const testimonialSchema = z.strictObject({
  service: serviceRef,
  order,
  person: personRef('Person', 'Who is quoted, from People.'),
  quote: text('Quote', 'What they said, without quotation marks.', 40),
});
export type Testimonial = Omit<Entry<typeof testimonialSchema>, 'person'> & { person: Person };

export const testimonials = define({
  name: 'testimonials',
  label: 'Testimonials',
  labelSingular: 'Testimonial',
  schema: testimonialSchema,
  summary: 'person',
  details: ['service'],
});
