// Written by `npm run kinds` from lib/kinds/posts.ts: change it there.
import { BlogList } from '@/components/blog/BlogList';
import { kind } from '@/lib/kinds/posts';
import { listOf } from '@/lib/pages/bound';

const list = listOf(kind);

export const metadata = list.metadata();

export default function ListPage() {
  return <BlogList page={1} />;
}
