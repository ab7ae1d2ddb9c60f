import { CompareTable } from '@/components/products/CompareTable';
import { PageHeader } from '@/components/sections/PageHeader';
import { Pager } from '@/components/ui/Pager';
import { productPagesCopy } from '@/lib/copy/product-pages';
import { fill } from '@/lib/fill';
import type { ProductGroup } from '@/lib/content/schemas';
import type { GroupPage } from '@/lib/group-pages';
import type { PageDescriptor } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';

const copy = productPagesCopy.compare;

/** A group's products side by side, a few columns a page. */
export function ComparisonPage({ entry, page }: { entry: GroupPage<ProductGroup>; page: PageDescriptor }) {
  const { group } = entry;
  return (
    <>
      <PageHeader
        eyebrow={copy.kind}
        path={page.path}
        title={fill(copy.heading, { group: group.title })}
        intro={copy.intro}
        crumbs={page.crumbs}
      />
      <div className="container-page pb-16 sm:pb-24">
        <CompareTable group={group.title} products={entry.items} />
        <Pager base={paths.compare(group.slug)} page={entry.page} pageCount={entry.pageCount} />
      </div>
    </>
  );
}
