import { LeaderPage } from '@/components/about/LeaderPage';
import { leaderPages as kind } from '@/lib/pages/leader';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((leader, page) => <LeaderPage leader={leader} page={page} />);
