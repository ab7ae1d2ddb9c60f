import { getLeader } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ slug: string }>(({ slug }) => {
  const leader = getLeader(slug);
  return leader && { title: leader.name, kind: leader.title, text: leader.summary };
});
