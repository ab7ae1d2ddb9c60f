import { CaseStudiesList } from '@/components/case-studies/CaseStudiesList';
import { caseStudiesList as list } from '@/lib/pages/case-study';

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default list.route((n) => <CaseStudiesList page={n} />);
