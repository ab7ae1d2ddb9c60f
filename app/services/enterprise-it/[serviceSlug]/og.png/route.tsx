import { enterprisePage } from '@/content/service-pages';
import { getEnterpriseGroup, getEnterpriseService } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ serviceSlug: string }>(({ serviceSlug }) => {
  const service = getEnterpriseService(serviceSlug);
  return service && { title: service.title, kind: `${enterprisePage.eyebrow} · ${getEnterpriseGroup(service.group)?.title ?? ''}`, text: service.description };
});
