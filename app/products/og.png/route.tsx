import { productPages } from '@/content/product-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: productPages.index.heading,
  kind: productPages.index.title,
  text: productPages.index.description,
}));
