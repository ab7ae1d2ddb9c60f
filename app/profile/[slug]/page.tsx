// Written by `npm run kinds` from lib/kinds/leaders.ts: change it there.
import { LeaderPage } from '@/components/about/LeaderPage';
import { kind } from '@/lib/kinds/leaders';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <LeaderPage leader={entry} page={page} />);
