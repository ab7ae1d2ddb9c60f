import { productPagesCopy } from '@/lib/copy/product-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: productPagesCopy.index.heading,
  kind: productPagesCopy.index.title,
  text: productPagesCopy.index.description,
}));
