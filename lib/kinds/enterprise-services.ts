/** Enterprise IT services: the pages under /services/enterprise-it/, in Markdown under content/enterprise-it/. */
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import { richBlocks } from '@/lib/content/rich-blocks';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { serviceLd, trail } from '@/lib/seo/structured-data';
import {
  enterpriseServices as collection,
  enterpriseServiceSchema,
  type EnterpriseService,
} from '@/lib/content/collections/enterprise-services';
import type { Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';

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
  /** Its page text as the build reads it. */
  preview: ({ fields, body, file }: Draft<Entry<typeof enterpriseServiceSchema>>) => ({
    ...fields,
    content: richBlocks(file, body),
  }),
});
