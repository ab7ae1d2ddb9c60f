import AddToQuote from '@/components/products/AddToQuote';
import { Photo } from '@/components/ui/Photo';
import { SiteLink } from '@/components/ui/SiteLink';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import type { Product } from '@/lib/content/collections/products';
import { paths } from '@/lib/paths';
import { cellHeaders, comparisonRows, type ComparisonRow } from '@/lib/products/specs';
import { useId } from 'react';

const copy = productPagesCopy.compare;

/** A product's picture, name linked to its page and quote button: a column's head, or a card's. */
function ProductHead({ product, heading = false }: { product: Product; heading?: boolean }) {
  const image = product.images[0]!;
  const name = (
    <SiteLink href={paths.product(product.slug)} className="text-brand-700 underline hover:text-brand-800">
      {product.title}
    </SiteLink>
  );
  return (
    <>
      <div className="compare-picture">
        <Photo image={{ ...image, alt: image.caption }} sizes="10rem" className="h-full w-auto" />
      </div>
      {heading ? <h2 className="text-lg font-semibold">{name}</h2> : name}
      <AddToQuote slug={product.slug} title={product.title} compact />
    </>
  );
}

/** A product's value in a row: a dash, and words for screen readers, where it lists none. */
function Value({ value }: { value: string | null }) {
  return (
    value ?? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{copy.missing}</span>
      </>
    )
  );
}

/** The rows by their group's name ('' for rows without one), marked when every row is the same. */
function groupsOf(rows: ComparisonRow[]) {
  return [...new Set(rows.map((row) => row.group ?? ''))].map((name) => {
    const groupRows = rows.filter((row) => (row.group ?? '') === name);
    return { name, rows: groupRows, same: groupRows.every((row) => row.same) || undefined };
  });
}

/**
 * Products as columns, their shared specifications as rows. It scrolls sideways in its box with
 * the names column sticky, and "Differences only" is CSS, so both work with JavaScript off; each
 * value names its headers by id, so a screen reader reads its group with its row.
 */
export function CompareTable({ kind, products }: { kind: string; products: readonly Product[] }) {
  const id = useId();
  const groups = groupsOf(comparisonRows(products));
  const cards = products.length === 2;
  return (
    <div className="compare">
      <fieldset className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <legend className="float-left mr-1 text-sm font-semibold text-slate-800">{copy.view}</legend>
        <div className="inline-flex rounded-full border border-slate-300 bg-white p-1">
          {[copy.allRows, copy.differencesOnly].map((label, differences) => (
            <label key={label} className="compare-choice">
              <input
                type="radio"
                name="compare-rows"
                className={`sr-only ${differences ? 'compare-differences' : ''}`}
                defaultChecked={!differences}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {cards ? (
        <ul className="grid gap-5 sm:hidden">
          {products.map((product, column) => (
            <li key={product.slug} className="card p-0">
              <div className="rounded-t-2xl border-b border-slate-200 bg-slate-50 p-4">
                <ProductHead product={product} heading />
              </div>
              {groups.map((group) => (
                <div key={group.name || 'rows'} data-same={group.same}>
                  {group.name ? <h3 className="compare-card-group">{group.name}</h3> : null}
                  <dl className="divide-y divide-slate-200 px-4">
                    {group.rows.map((row) => (
                      <div key={row.name} data-same={row.same || undefined} className="py-3">
                        <dt className="text-sm font-medium text-slate-600">{row.name}</dt>
                        <dd className="mt-0.5 text-slate-900">
                          <Value value={row.values[column] ?? null} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p id="compare-hint" className="mb-4 text-sm text-slate-600 lg:hidden">
          {copy.scrollHint}
        </p>
      )}
      <div
        role="region"
        aria-labelledby="compare-caption"
        aria-describedby={cards ? undefined : 'compare-hint'}
        className={`compare-box scroll-fade ${cards ? 'max-sm:hidden sm:compare-open' : 'lg:compare-open'}`}
      >
        <table className="spec-table compare-table w-full text-left">
          <caption id="compare-caption" className="sr-only">
            {fill(copy.caption, { kind })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.specColumn}</th>
              {products.map((product, i) => (
                <th key={product.slug} scope="col" abbr={product.title} id={`${id}-p${i}`}>
                  <ProductHead product={product} />
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group, g) => (
            <tbody key={group.name || 'rows'} data-same={group.same}>
              {group.name ? (
                <tr className="spec-group">
                  <th scope="rowgroup" colSpan={products.length + 1} id={`${id}-g${g}`}>
                    <span className="sticky left-3">{group.name}</span>
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row, r) => (
                <tr key={row.name} data-same={row.same || undefined}>
                  <th scope="row" id={`${id}-g${g}-r${r}`}>
                    {row.name}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      key={products[i]?.slug ?? i}
                      headers={cellHeaders(`${id}-p${i}`, group.name && `${id}-g${g}`, `${id}-g${g}-r${r}`)}
                    >
                      <Value value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
