import { CaseStudyPage } from '@/components/case-studies/CaseStudyPage';
import { caseStudyPages as kind } from '@/lib/pages/case-study';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const study = await kind.entry(props);
  return <CaseStudyPage study={study} page={kind.describe(study)} />;
}
