import { ProfilePage } from '@/components/about/ProfilePage';
import { profilePages as kind } from '@/lib/pages/profile';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const leader = await kind.entry(props);
  return <ProfilePage leader={leader} page={kind.describe(leader)} />;
}
