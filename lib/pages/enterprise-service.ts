import { servicePagesCopy } from '@/lib/copy/service-pages';
import { enterpriseServices, getEnterpriseGroup } from '@/lib/content';
import type { EnterpriseService } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

export function describeEnterpriseService(service: EnterpriseService): PageDescriptor {
  const path = paths.enterpriseService(service.slug);
  const group = getEnterpriseGroup(service.group)!;
  const crumbs = trail(
    { label: servicePagesCopy.enterprise.eyebrow, href: paths.enterpriseHub },
    { label: service.title, href: path },
  );
  return {
    path,
    title: service.title,
    section: servicePagesCopy.index.title,
    description: service.description,
    crumbs,
    og: {
      title: service.title,
      kind: `${servicePagesCopy.enterprise.eyebrow} · ${group.title}`,
      text: service.description,
    },
    jsonLd: [serviceLd(service, path, group.title)],
    search: {
      kind: 'enterprise',
      title: service.title,
      url: path,
      summary: service.description,
      keywords: [...service.features.map((f) => f.title), ...service.benefits.map((b) => b.title)].join(' '),
    },
    indexable: true,
  };
}

export const enterpriseServicePages = pageKind('serviceSlug', enterpriseServices, describeEnterpriseService);
