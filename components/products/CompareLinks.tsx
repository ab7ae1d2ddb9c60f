import { SiteLink } from '@/components/ui/SiteLink';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import type { Product } from '@/lib/content/collections/products';
import { comparisonsOf } from '@/lib/products/group-pages';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/styles/cn';

/** A link to the comparison of each kind of product in a group; nothing for a group of one-offs. */
export function CompareLinks({ products, className }: { products: readonly Product[]; className?: string }) {
  const comparisons = comparisonsOf(products);
  if (!comparisons.length) return null;
  return (
    <ul className={cn('flex flex-wrap gap-x-6 gap-y-2 font-semibold', className)}>
      {comparisons.map((comparison) => (
        <li key={comparison.slug}>
          <SiteLink href={paths.compare(comparison.slug)} className="text-brand-700 underline hover:text-brand-800">
            {fill(productPagesCopy.index.compareLink, { kind: comparison.title })}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
