import { CaseStudyPage } from '@/components/case-studies/CaseStudyPage';
import { caseStudyPages as kind } from '@/lib/pages/case-study';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((study, page) => <CaseStudyPage study={study} page={page} />);
