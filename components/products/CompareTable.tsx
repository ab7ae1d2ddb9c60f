import { SiteLink } from '@/components/ui/SiteLink';
import { productPagesCopy } from '@/lib/copy/product-pages';
import { fill } from '@/lib/fill';
import type { Product } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { comparisonRows } from '@/lib/specs';

const copy = productPagesCopy.compare;

/**
 * Products of a group side by side: products as columns, specification names as row
 * headers. The names stay in place while the products scroll sideways on a narrow screen
 * (CSS position: sticky, no script).
 */
export function CompareTable({ group, products }: { group: string; products: readonly Product[] }) {
  const rows = comparisonRows(products);
  const groups = [...new Set(rows.map((row) => row.group ?? ''))];
  return (
    <>
      <p id="compare-hint" className="mb-4 text-sm text-slate-600 lg:hidden">
        {copy.scrollHint}
      </p>
      <div
        role="region"
        aria-labelledby="compare-caption"
        aria-describedby="compare-hint"
        className="compare-scroll relative overflow-x-auto rounded-xl border border-slate-200"
      >
        <table className="spec-table compare-table text-left">
          <caption id="compare-caption" className="sr-only">
            {fill(copy.caption, { group })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.specColumn}</th>
              {products.map((product) => (
                <th key={product.slug} scope="col">
                  <SiteLink
                    href={paths.product(product.slug)}
                    className="text-brand-700 underline hover:text-brand-800"
                  >
                    {product.title}
                  </SiteLink>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((name) => (
            <tbody key={name || 'rows'}>
              {name ? (
                <tr className="spec-group">
                  <th scope="rowgroup" colSpan={products.length + 1}>
                    <span className="sticky left-3">{name}</span>
                  </th>
                </tr>
              ) : null}
              {rows
                .filter((row) => (row.group ?? '') === name)
                .map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    {row.values.map((value, i) => (
                      <td key={products[i]?.slug ?? i}>
                        {value ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">{copy.missing}</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
