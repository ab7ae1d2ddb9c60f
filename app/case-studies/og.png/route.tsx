import { caseStudyPages } from '@/content/case-study-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: caseStudyPages.list.heading,
  kind: caseStudyPages.list.title,
  text: caseStudyPages.list.description,
}));
