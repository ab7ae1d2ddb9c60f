import { CompareTable } from '@/components/products/CompareTable';
import { PageHeader } from '@/components/sections/PageHeader';
import { Pager } from '@/components/ui/Pager';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import { headingCase } from '@/lib/text/heading-case';
import type { GroupPage } from '@/lib/products/group-pages';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import type { KindComparison } from '@/lib/kinds/comparisons';
import { paths } from '@/lib/paths';
import { QuoteClosing } from '@/components/products/QuoteClosing';

const copy = productPagesCopy.compare;

/** The products of one kind side by side, a few columns a page. */
export function ComparisonPage({ entry, page }: { entry: GroupPage<KindComparison>; page: PageDescriptor }) {
  const { group: comparison } = entry;
  return (
    <>
      <PageHeader
        page={page}
        eyebrow={copy.kind}
        title={fill(copy.heading, { kind: headingCase(comparison.title) })}
        intro={copy.intro}
      />
      <div className="container-page pb-16 sm:pb-24">
        <CompareTable kind={comparison.title} products={entry.items} />
        <Pager base={paths.compare(comparison.slug)} page={entry.page} pageCount={entry.pageCount} />
      </div>
      <QuoteClosing />
    </>
  );
}
