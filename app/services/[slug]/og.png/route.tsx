import { servicePage } from '@/content/service-pages';
import { getService } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ slug: string }>(({ slug }) => {
  const service = getService(slug);
  return service && { title: service.title, kind: servicePage.kind, text: service.description };
});
