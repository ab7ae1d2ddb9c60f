import { CaseStudiesList } from '@/components/case-studies/CaseStudiesList';
import { caseStudiesList as list } from '@/lib/pages/lists';

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default async function Page(props: { params: Promise<{ page: string }> }) {
  return <CaseStudiesList page={await list.page(props)} />;
}
