import BlogBrowser from '@/components/blog/BlogBrowser';
import { PostCard } from '@/components/blog/PostCard';
import { PageHeader } from '@/components/sections/PageHeader';
import { posts } from '@/lib/content';
import { blogCopy } from '@/lib/copy/blog';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { formsCopy } from '@/lib/copy/forms';
import { blogCategories } from '@/lib/content/schemas';
import { allTags, byDateDesc } from '@/lib/blog';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

const copy = blogCopy.list;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: paths.blog });

export default function BlogPage() {
  const sorted = byDateDesc(posts);
  return (
    <>
      <PageHeader eyebrow={copy.title} path={paths.blog} title={copy.heading} intro={copy.intro} />
      <section aria-label={copy.sectionLabel} className="container-page pb-20">
        <NoScriptNotice text={formsCopy.noScript.filters} withContact={false} />
        <BlogBrowser
          copy={copy}
          categories={blogCategories}
          tags={allTags(sorted)}
          items={sorted.map((post) => ({
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            category: post.category,
            tags: post.tags,
            card: <PostCard post={post} />,
          }))}
        />
      </section>
    </>
  );
}
