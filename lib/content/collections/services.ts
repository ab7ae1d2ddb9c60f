/** Services: the eight service pages, one file each (the kind: lib/kinds/services.ts). */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import { section } from '../copy-rules';
import {
  card,
  exactly,
  gradient,
  heading,
  icon,
  order,
  sentence,
  text,
  titledText,
  type ServiceSlug,
} from '../schemas';
import { define, type Entry } from './define';
import type { Testimonial } from './testimonials';

export const serviceSchema = z.strictObject({
  order,
  title: heading('Title', 'Service name.', 60),
  shortTitle: text('Short title', 'For footers and compact menus, e.g. "IT Staffing".'),
  description: sentence('Description', 'Hero text and meta description.'),
  icon,
  gradient,
  intro: z.array(text('Paragraph', 'One paragraph.')).min(1).meta({ title: 'Introduction' }),
  process: section('Process', {
    title: text('Process heading', 'Heading above the steps.'),
    steps: exactly(titledText, 4, 'steps', 'Steps'),
  }),
  features: exactly(card, 6, 'features', 'Features'),
  caseStudies: z
    .strictObject({
      limit: z
        .number()
        .int()
        .positive()
        .optional()
        .meta({ title: 'How many', description: 'Leave empty to show up to 3.' }),
    })
    .optional()
    .meta({
      title: 'Case studies shown',
      description: 'The service’s own studies only; with fewer than two the section is left out.',
    }),
});
export type Service = Omit<Entry<typeof serviceSchema>, 'slug'> & { slug: ServiceSlug; testimonials: Testimonial[] };

export const services = define({
  name: 'services',
  page: paths.service,
  label: 'Services',
  labelSingular: 'Service',
  schema: serviceSchema,
  summary: 'title',
  search: { group: 'services', label: 'Services', order: 10 },
});
