import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { services } from '@/lib/content';
import type { Service } from '@/lib/content/collections/services';
import { paths } from '@/lib/paths';
import type { SearchKind } from '@/lib/search';
import { serviceLd, trail, type Crumb } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

interface ServiceLike {
  title: string;
  description: string;
}

/**
 * A page describing one service, of either kind: a service under Services, or an Enterprise IT
 * service under its hub (lib/pages/enterprise-service.ts). They differ only in these options.
 */
export function serviceDescriptor(
  service: ServiceLike,
  {
    path,
    parent,
    ogKind,
    serviceType,
    search,
    keywords,
  }: {
    path: string;
    /** The page above it in the breadcrumb trail. */
    parent: Crumb;
    ogKind: string;
    serviceType: string;
    search: SearchKind;
    keywords: string[];
  },
): PageDescriptor {
  return {
    path,
    title: service.title,
    section: servicePagesCopy.index.title,
    description: service.description,
    crumbs: trail(parent, { label: service.title, href: path }),
    og: { title: service.title, kind: ogKind, text: service.description },
    jsonLd: [serviceLd(service, path, serviceType)],
    search: {
      kind: search,
      title: service.title,
      url: path,
      summary: service.description,
      keywords: keywords.join(' '),
    },
    indexable: true,
  };
}

export const describeService = (service: Service): PageDescriptor =>
  serviceDescriptor(service, {
    path: paths.service(service.slug),
    parent: { label: servicePagesCopy.index.title, href: paths.services },
    ogKind: servicePagesCopy.service.kind,
    serviceType: service.title,
    search: 'services',
    keywords: [
      service.shortTitle,
      ...service.features.map((f) => f.title),
      ...service.process.steps.map((p) => p.title),
    ],
  });

export const servicePages = pageKind(services, describeService);
