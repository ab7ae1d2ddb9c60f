import { blogPages } from '@/content/blog-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: blogPages.list.heading,
  kind: blogPages.list.title,
  text: blogPages.list.description,
}));
