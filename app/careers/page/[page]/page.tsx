// Written by `npm run kinds` from lib/kinds/jobs.ts: change it there.
import { CareersList } from '@/components/careers/CareersList';
import { kind } from '@/lib/kinds/jobs';
import { listOf } from '@/lib/pages/bound';

const list = listOf(kind);

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default list.route((n) => <CareersList page={n} />);
