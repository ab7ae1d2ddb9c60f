import { CompareLinks } from '@/components/products/CompareLinks';
import { ProductGrid } from '@/components/products/ProductCards';
import { PageHeader } from '@/components/sections/PageHeader';
import { Pager } from '@/components/ui/Pager';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import type { GroupPage } from '@/lib/products/group-pages';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { QuoteClosing } from '@/components/products/QuoteClosing';

const copy = productPagesCopy.index;

export function ProductGroupPage({ entry, page }: { entry: GroupPage<ProductGroup>; page: PageDescriptor }) {
  const { group } = entry;
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={group.title} intro={group.description}>
        <CompareLinks products={group.products} className="mt-6" />
      </PageHeader>
      <div className="container-page pb-16 sm:pb-24">
        <ProductGrid products={entry.items} heading="h2" />
        <Pager base={paths.productGroup(group.slug)} page={entry.page} pageCount={entry.pageCount} />
      </div>
      <QuoteClosing />
    </>
  );
}
