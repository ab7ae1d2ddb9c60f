import { BlogList } from '@/components/blog/BlogList';
import { blogList as list } from '@/lib/pages/lists';

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default async function Page(props: { params: Promise<{ page: string }> }) {
  return <BlogList page={await list.page(props)} />;
}
