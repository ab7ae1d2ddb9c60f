import { PostPage } from '@/components/blog/PostPage';
import { postPages as kind } from '@/lib/pages/post';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const post = await kind.entry(props);
  return <PostPage post={post} page={kind.describe(post)} />;
}
