import { getJob } from '@/lib/content';
import { careersPage } from '@/content/careers-page';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ slug: string }>(({ slug }) => {
  const job = getJob(slug);
  return job && { title: job.title, kind: `${careersPage.title} · ${job.location} · ${job.experience}`, text: job.summary };
});
