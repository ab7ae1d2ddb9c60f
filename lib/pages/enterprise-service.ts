import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { enterpriseServices, getEnterpriseGroup } from '@/lib/content';
import type { EnterpriseService } from '@/lib/content/collections/enterprise-services';
import { paths } from '@/lib/paths';
import { pageKind, type PageDescriptor } from './kind';
import { serviceDescriptor } from './service';

export function describeEnterpriseService(service: EnterpriseService): PageDescriptor {
  const group = getEnterpriseGroup(service.group)!;
  return serviceDescriptor(service, {
    path: paths.enterpriseService(service.slug),
    parent: { label: servicePagesCopy.enterprise.eyebrow, href: paths.enterpriseHub },
    ogKind: `${servicePagesCopy.enterprise.eyebrow} · ${group.title}`,
    serviceType: group.title,
    search: 'enterprise',
    keywords: [...service.features.map((f) => f.title), ...service.benefits.map((b) => b.title)],
  });
}

export const enterpriseServicePages = pageKind(enterpriseServices, describeEnterpriseService);
