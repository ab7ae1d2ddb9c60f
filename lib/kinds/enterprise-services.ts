/** Enterprise IT services: the pages under /services/enterprise-it/, in Markdown under content/enterprise-it/. */
import { z } from 'zod';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { richBlocks, type RichBlock } from '@/lib/content/rich-blocks';
import { describePage } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/structured-data';
import { card, exactly, gradient, heading, icon, order, sentence, text } from '@/lib/content/schemas';
import { define, type Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';

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

export const collection = define({
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
});

/** A group of services on the Enterprise IT hub (lib/content/collections/enterprise-groups.ts), as the loader joins them. */
type Group = { slug: string; title: string; services: EnterpriseService[] };

/** Like a service's page (./services.ts), under the Enterprise IT hub and its group. */
export function describeEnterpriseService(service: EnterpriseService, groups: Group[]) {
  const path = paths.enterpriseService(service.slug);
  const group = groups.find((saved) => saved.slug === service.group)!;
  return describePage({
    path,
    title: service.title,
    section: servicePagesCopy.index.title,
    description: service.description,
    above: trail({ label: servicePagesCopy.enterprise.eyebrow, href: paths.enterpriseHub }),
    og: { kind: `${servicePagesCopy.enterprise.eyebrow} · ${group.title}` },
    jsonLd: [serviceLd(service, path, group.title)],
    search: {
      kind: 'enterprise',
      keywords: [...service.features.map((f) => f.title), ...service.benefits.map((b) => b.title)],
    },
  });
}

/** A service's page under its group's: the loader puts each service in its group. */
export const kind = defineKind<Group, EnterpriseService>({
  name: 'enterpriseServices',
  order: 70,
  collection,
  source: 'enterpriseGroups',
  pages: (groups: Group[]) => groups.flatMap((group) => group.services),
  route: paths.enterpriseService,
  describe: describeEnterpriseService,
  template: { file: 'services/EnterpriseServicePage', prop: 'service' },
  search: { group: 'enterprise', label: 'Enterprise IT', order: 20 },
  /** Its page text as the build reads it. */
  preview: ({ fields, body, file }: Draft<Entry<typeof enterpriseServiceSchema>>) => ({
    ...fields,
    content: richBlocks(file, body),
  }),
});
