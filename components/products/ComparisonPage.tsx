import { CompareTable } from '@/components/products/CompareTable';
import { PageHeader } from '@/components/sections/PageHeader';
import { productPages } from '@/content/product-pages';
import type { ProductGroup } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';

const copy = productPages.compare;

/** Every product of a group side by side. */
export function ComparisonPage({ group, page }: { group: ProductGroup; page: PageDescriptor }) {
  return (
    <>
      <PageHeader
        eyebrow={copy.kind}
        path={page.path}
        title={copy.heading(group.title)}
        intro={copy.intro}
        crumbs={page.crumbs}
      />
      <CompareTable group={group} />
    </>
  );
}
