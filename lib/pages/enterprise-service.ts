import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { enterpriseServices, getEnterpriseGroup } from '@/lib/content';
import type { EnterpriseService } from '@/lib/content/collections/enterprise-services';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';

/** Like a service's page (lib/pages/service.ts), under the Enterprise IT hub and its group. */
export function describeEnterpriseService(service: EnterpriseService) {
  const path = paths.enterpriseService(service.slug);
  const group = getEnterpriseGroup(service.group)!;
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

export const enterpriseServicePages = pageKind(enterpriseServices, describeEnterpriseService);
