import { CompareTable } from '@/components/products/CompareTable';
import { PageHeader } from '@/components/sections/PageHeader';
import { productPagesCopy } from '@/lib/copy/product-pages';
import { fill } from '@/lib/fill';
import type { ProductGroup } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';

const copy = productPagesCopy.compare;

/** Every product of a group side by side. */
export function ComparisonPage({ group, page }: { group: ProductGroup; page: PageDescriptor }) {
  return (
    <>
      <PageHeader
        eyebrow={copy.kind}
        path={page.path}
        title={fill(copy.heading, { group: group.title })}
        intro={copy.intro}
        crumbs={page.crumbs}
      />
      <CompareTable group={group} />
    </>
  );
}
