import { BlogList } from '@/components/blog/BlogList';
import { blogList } from '@/lib/pages/post';

export const metadata = blogList.metadata();

export default function BlogPage() {
  return <BlogList page={1} />;
}
