import { ListPage } from '@/components/sections/ListPage';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { Pager } from '@/components/ui/Pager';
import { allTags } from '@/lib/blog';
import { blogCategories } from '@/lib/content/schemas';
import { blogCopy } from '@/lib/copy/blog';
import { formsCopy } from '@/lib/copy/forms';
import { blogList as list } from '@/lib/pages/lists';
import BlogBrowser from './BlogBrowser';

const copy = blogCopy.list;

/** Page n of the articles, newest first (page 1 at /blog/). */
export function BlogList({ page }: { page: number }) {
  const { items, pageCount } = list.slice(page);
  return (
    <ListPage
      base={list.base}
      crumbs={list.crumbs(page)}
      eyebrow={copy.title}
      heading={copy.heading}
      intro={copy.intro}
      label={copy.sectionLabel}
      notice={
        <NoScriptNotice
          text={pageCount > 1 ? formsCopy.noScript.filtersPaged : formsCopy.noScript.filters}
          withContact={false}
        />
      }
    >
      <BlogBrowser
        copy={copy}
        categories={blogCategories}
        tags={allTags(list.all())}
        items={items}
        whole={list.whole}
        pager={<Pager base={list.base} page={page} pageCount={pageCount} />}
      />
    </ListPage>
  );
}
