import { ListPage } from '@/components/sections/ListPage';
import { allTags } from '@/lib/blog';
import { blogCategories } from '@/lib/content/schemas';
import blogCopy from '@/content/copy/blog.yaml';
import { kind } from '@/lib/kinds/posts';
import { listOf } from '@/lib/pages/bound';
import BlogBrowser from './BlogBrowser';

const copy = blogCopy.list;
const list = listOf(kind);

/** Page n of the articles, newest first (page 1 at /blog/). */
export function BlogList({ page }: { page: number }) {
  return (
    <ListPage list={list} page={page}>
      {({ items }, pager) => (
        <BlogBrowser
          copy={copy}
          categories={blogCategories}
          tags={allTags(list.all())}
          items={items}
          whole={list.whole}
          pager={pager}
        />
      )}
    </ListPage>
  );
}
