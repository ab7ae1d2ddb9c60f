// Written by `npm run kinds` from lib/kinds/posts.ts: change it there.
import { BlogList } from '@/components/blog/BlogList';
import { kind } from '@/lib/kinds/posts';
import { listOf } from '@/lib/pages/bound';

const list = listOf(kind);

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default list.route((n) => <BlogList page={n} />);
