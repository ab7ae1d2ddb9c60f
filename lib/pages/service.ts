import { servicePagesCopy } from '@/lib/copy/service-pages';
import { services } from '@/lib/content';
import type { Service } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

export function describeService(service: Service): PageDescriptor {
  const path = paths.service(service.slug);
  const crumbs = trail(
    { label: servicePagesCopy.index.title, href: paths.services },
    { label: service.title, href: path },
  );
  return {
    path,
    title: service.title,
    section: servicePagesCopy.index.title,
    description: service.description,
    crumbs,
    og: { title: service.title, kind: servicePagesCopy.service.kind, text: service.description },
    jsonLd: [serviceLd(service, path, service.title)],
    search: {
      kind: 'services',
      title: service.title,
      url: path,
      summary: service.description,
      keywords: [
        service.shortTitle,
        ...service.features.map((f) => f.title),
        ...service.process.steps.map((p) => p.title),
      ].join(' '),
    },
    indexable: true,
  };
}

export const servicePages = pageKind('slug', services, describeService);
