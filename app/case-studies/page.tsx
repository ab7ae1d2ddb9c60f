// Written by `npm run kinds` from lib/kinds/case-studies.ts: change it there.
import { CaseStudiesList } from '@/components/case-studies/CaseStudiesList';
import { kind } from '@/lib/kinds/case-studies';
import { listOf } from '@/lib/pages/bound';

const list = listOf(kind);

export const metadata = list.metadata();

export default function ListPage() {
  return <CaseStudiesList page={1} />;
}
