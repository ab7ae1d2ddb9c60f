import { caseStudyPages } from '@/content/case-study-pages';
import { getCaseStudy } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ slug: string }>(({ slug }) => {
  const study = getCaseStudy(slug);
  return study && { title: study.title, kind: `${caseStudyPages.detail.eyebrow} · ${study.industry}`, text: study.description };
});
