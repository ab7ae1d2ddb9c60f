/** People: everyone the site names, each once; testimonials, leaders and articles name them by id. */
import { z } from 'zod';
import { imageSchema, text, type SizedImage } from '../schemas';
import { define, type Entry } from './define';

export const personSchema = z.strictObject({
  name: text('Name', 'Full name, as the site shows it.'),
  role: text('Role', 'Their designation.'),
  organisation: text('Organisation', 'Where they work; leave empty for our own staff.').optional(),
  photo: imageSchema.optional().meta({
    title: 'Photo',
    description: 'A portrait they have agreed to; without one a quote shows their initials.',
  }),
});
export type Person = Omit<Entry<typeof personSchema>, 'photo'> & { photo?: SizedImage };

export const people = define({
  name: 'people',
  label: 'People',
  labelSingular: 'Person',
  schema: personSchema,
  summary: 'name',
  details: ['role'],
  description:
    'Everyone the site names, each once: clients quoted in testimonials, leaders, authors of articles. Those entries choose a person here.',
  icon: 'badge',
});
