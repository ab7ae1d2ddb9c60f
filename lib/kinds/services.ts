/** Services: the eight service pages, one file each. */
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/seo/structured-data';
import { services as collection, serviceSchema, type Service } from '@/lib/content/collections/services';
import type { Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';

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
  /** The service with the testimonials saved for it. */
  preview({ fields }: Draft<Entry<typeof serviceSchema>>, { services }: { services: Service[] }) {
    const testimonials = services.find((saved) => saved.slug === fields.slug)?.testimonials ?? [];
    return { ...fields, testimonials } as Service;
  },
});
