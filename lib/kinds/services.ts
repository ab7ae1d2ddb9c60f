/** Services: the eight service pages, one file each. */
import { z } from 'zod';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { describePage } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/structured-data';
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
} from '@/lib/content/schemas';
import { section } from '@/lib/content/copy-rules';
import { define, type Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';
import type { Testimonial } from '@/lib/content/collections/testimonials';

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

export const collection = define({
  name: 'services',
  page: paths.service,
  label: 'Services',
  labelSingular: 'Service',
  schema: serviceSchema,
  summary: 'title',
});

export function describeService(service: Service) {
  const path = paths.service(service.slug);
  return describePage({
    path,
    title: service.title,
    section: servicePagesCopy.index.title,
    description: service.description,
    above: trail({ label: servicePagesCopy.index.title, href: paths.services }),
    og: { kind: servicePagesCopy.service.kind },
    jsonLd: [serviceLd(service, path, service.title)],
    search: {
      kind: 'services',
      keywords: [
        service.shortTitle,
        ...service.features.map((f) => f.title),
        ...service.process.steps.map((p) => p.title),
      ],
    },
  });
}

export const kind = defineKind<Service>({
  name: 'services',
  order: 60,
  collection,
  route: paths.service,
  describe: describeService,
  template: { file: 'services/ServicePage', prop: 'service' },
  search: { group: 'services', label: 'Services', order: 10 },
  /** The service with the testimonials saved for it. */
  preview({ fields }: Draft<Entry<typeof serviceSchema>>, { services }: { services: Service[] }) {
    const testimonials = services.find((saved) => saved.slug === fields.slug)?.testimonials ?? [];
    return { ...fields, testimonials } as Service;
  },
});
