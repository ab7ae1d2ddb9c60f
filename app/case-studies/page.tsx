import { CaseStudiesList } from '@/components/case-studies/CaseStudiesList';
import { caseStudiesList } from '@/lib/pages/case-study';

export const metadata = caseStudiesList.metadata();

export default function CaseStudiesPage() {
  return <CaseStudiesList page={1} />;
}
