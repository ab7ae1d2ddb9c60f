import { caseStudiesCopy } from '@/lib/copy/case-studies';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: caseStudiesCopy.list.heading,
  kind: caseStudiesCopy.list.title,
  text: caseStudiesCopy.list.description,
}));
