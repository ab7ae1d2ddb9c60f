import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { services } from '@/lib/content';
import type { Service } from '@/lib/content/collections/services';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';

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

export const servicePages = pageKind(services, describeService);
