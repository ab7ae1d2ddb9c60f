import { ListPage } from '@/components/sections/ListPage';
import { allTags } from '@/lib/blog';
import { blogCategories } from '@/lib/content/schemas';
import blogCopy from '@/content/copy/blog.yaml';
import { blogList as list } from '@/lib/pages/post';
import BlogBrowser from './BlogBrowser';

const copy = blogCopy.list;

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
