import { productPages } from '@/content/product-pages';
import { productGroups } from '@/lib/content';
import { ogRoute } from '@/lib/og';

// The page's own params: one image per pre-rendered page.
export { generateStaticParams } from '../page';

export const dynamic = 'force-static';

export const GET = ogRoute<{ group: string }>(({ group: slug }) => {
  const group = productGroups.find((g) => g.slug === slug);
  return (
    group && {
      title: productPages.compare.title(group.title),
      kind: productPages.compare.kind,
      text: productPages.compare.description(group.title, group.products.length),
    }
  );
});
