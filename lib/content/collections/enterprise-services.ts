/** Enterprise IT services: the pages under /services/enterprise-it/ (the kind: lib/kinds/enterprise-services.ts). */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import type { RichBlock } from '../rich-blocks';
import { card, exactly, gradient, heading, icon, order, sentence, text } from '../schemas';
import { define, type Entry } from './define';

export const enterpriseServiceSchema = z.strictObject({
  group: z
    .string()
    .min(1)
    .meta({ title: 'Group', description: 'The hub group it is listed under.', references: 'enterprise-groups' }),
  title: heading('Title', 'Service name.', 60),
  description: sentence('Description', 'Hero text and meta description.'),
  icon,
  gradient,
  challenges: exactly(text('Challenge', 'One problem clients bring.'), 5, 'challenges', 'Challenges'),
  benefits: exactly(card, 4, 'benefits', 'Benefits'),
  features: exactly(card, 6, 'features', 'Features'),
  relatedCaseStudies: z
    .array(z.string().meta({ title: 'Case study', references: 'case-studies' }))
    .max(3)
    .meta({ title: 'Related case studies', description: 'Up to three case studies.' }),
  order,
});
export type EnterpriseService = Entry<typeof enterpriseServiceSchema> & { content: RichBlock[] };

export const enterpriseServices = define({
  name: 'enterprise-it',
  page: paths.enterpriseService,
  label: 'Enterprise IT services',
  labelSingular: 'Enterprise IT service',
  format: 'md',
  schema: enterpriseServiceSchema,
  // Paragraphs, "## " headings and lists of plain text: richBlocks (lib/content/rich-blocks.ts) refuses
  // anything else, a code block too.
  body: { label: 'Page text', buttons: ['heading-two', 'bulleted-list', 'numbered-list'], components: [] },
  summary: 'title',
  search: { group: 'enterprise', label: 'Enterprise IT', order: 20 },
});
