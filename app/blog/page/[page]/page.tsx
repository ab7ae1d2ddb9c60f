import { BlogList } from '@/components/blog/BlogList';
import { blogList as list } from '@/lib/pages/post';

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default list.route((n) => <BlogList page={n} />);
