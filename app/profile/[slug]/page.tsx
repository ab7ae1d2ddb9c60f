import { LeaderPage } from '@/components/about/LeaderPage';
import { leaderPages as kind } from '@/lib/pages/leader';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const leader = await kind.entry(props);
  return <LeaderPage leader={leader} page={kind.describe(leader)} />;
}
