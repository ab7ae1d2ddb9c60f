import { blogPages } from '@/content/blog-pages';
import { getPost } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ slug: string }>(({ slug }) => {
  const post = getPost(slug);
  return post && { title: post.title, kind: `${blogPages.list.title} · ${post.category}`, text: post.excerpt };
});
