// Written by `npm run kinds` from lib/kinds/case-studies.ts: change it there.
import { CaseStudyPage } from '@/components/case-studies/CaseStudyPage';
import { kind } from '@/lib/kinds/case-studies';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <CaseStudyPage study={entry} page={page} />);
