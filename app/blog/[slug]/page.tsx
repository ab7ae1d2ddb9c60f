import { PostPage } from '@/components/blog/PostPage';
import { postPages as kind } from '@/lib/pages/post';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((post, page) => <PostPage post={post} page={page} />);
