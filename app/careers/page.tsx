// Written by `npm run kinds` from lib/kinds/jobs.ts: change it there.
import { CareersList } from '@/components/careers/CareersList';
import { kind } from '@/lib/kinds/jobs';
import { listOf } from '@/lib/pages/bound';

const list = listOf(kind);

export const metadata = list.metadata();

export default function ListPage() {
  return <CareersList page={1} />;
}
