import { productPages } from '@/content/product-pages';
import { getProduct, getProductGroup } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ productSlug: string }>(({ productSlug }) => {
  const product = getProduct(productSlug);
  return product && { title: product.title, kind: `${productPages.detail.kind} · ${getProductGroup(productSlug)?.title ?? ''}`, text: product.summary };
});
