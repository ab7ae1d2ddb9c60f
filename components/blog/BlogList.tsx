import { ListPage } from '@/components/sections/ListPage';
import { allTags } from '@/lib/lists/blog';
import { blogCategories } from '@/lib/content/schemas';
import blogCopy from '@/content/copy/blog.yaml';
import { kind } from '@/lib/kinds/posts';
import { listOf } from '@/lib/pages/bound';
import BlogBrowser from './BlogBrowser';
import { CtaBanner } from '@/components/sections/CtaBanner';
import closing from '@/content/copy/closing.yaml';
import { paths } from '@/lib/paths';

const copy = blogCopy.list;
const list = listOf(kind);

/** Page n of the articles, newest first (page 1 at /blog/). */
export function BlogList({ page }: { page: number }) {
  return (
    <ListPage
      list={list}
      page={page}
      closing={
        // The feed first: a reader of the list is following the writing; contact is the way on.
        <CtaBanner
          title={closing.blog.title}
          text={closing.blog.text}
          action={{ label: closing.actions.feed, href: paths.feed }}
          secondary={{ label: closing.actions.contact, href: paths.contact }}
        />
      }
    >
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
