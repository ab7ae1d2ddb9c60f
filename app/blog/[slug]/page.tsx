// Written by `npm run kinds` from lib/kinds/posts.ts: change it there.
import { PostPage } from '@/components/blog/PostPage';
import { kind } from '@/lib/kinds/posts';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <PostPage post={entry} page={page} />);
