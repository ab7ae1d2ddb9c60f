import AddToQuote from '@/components/products/AddToQuote';
import { Photo } from '@/components/ui/Photo';
import { SiteLink } from '@/components/ui/SiteLink';
import { productPagesCopy } from '@/lib/copy/product-pages';
import { fill } from '@/lib/fill';
import type { Product } from '@/lib/content/schemas';
import { paths } from '@/lib/paths';
import { cellHeaders, comparisonRows } from '@/lib/specs';
import { useId } from 'react';

const copy = productPagesCopy.compare;

/**
 * Products of one kind side by side: products as columns, under their picture, name and quote
 * button; the specifications at least two of them list as rows. The table scrolls inside a
 * region no taller than the screen, so its header row and its names column can both stay in
 * place (CSS position: sticky, no script). "Differences only" hides the rows every product
 * fills alike through CSS, so it works with JavaScript off. Each value names its product, group
 * and row headers by id, so a screen reader reads it with its group as well as its row.
 */
export function CompareTable({ kind, products }: { kind: string; products: readonly Product[] }) {
  const id = useId();
  const rows = comparisonRows(products);
  const groups = [...new Set(rows.map((row) => row.group ?? ''))];
  return (
    <div className="compare">
      <fieldset className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <legend className="float-left mr-1 text-sm font-semibold text-slate-800">{copy.view}</legend>
        <div className="inline-flex rounded-full border border-slate-300 bg-white p-1">
          {[
            { label: copy.allRows, differences: false },
            { label: copy.differencesOnly, differences: true },
          ].map((choice) => (
            <label key={choice.label} className="compare-choice">
              <input
                type="radio"
                name="compare-rows"
                className={`sr-only ${choice.differences ? 'compare-differences' : ''}`}
                defaultChecked={!choice.differences}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p id="compare-hint" className="mb-4 text-sm text-slate-600">
        {copy.scrollHint}
      </p>
      <div
        role="region"
        aria-labelledby="compare-caption"
        aria-describedby="compare-hint"
        className="compare-scroll relative max-h-[calc(100dvh-6rem)] w-fit max-w-full overflow-auto overscroll-x-contain rounded-xl border border-slate-200"
      >
        <table className="spec-table compare-table text-left">
          <caption id="compare-caption" className="sr-only">
            {fill(copy.caption, { kind })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.specColumn}</th>
              {products.map((product, i) => {
                const image = product.images[0]!;
                return (
                  <th key={product.slug} scope="col" abbr={product.title} id={`${id}-p${i}`}>
                    <div className="compare-picture">
                      <Photo image={{ ...image, alt: image.caption }} sizes="10rem" className="h-full w-auto" />
                    </div>
                    <SiteLink
                      href={paths.product(product.slug)}
                      className="text-brand-700 underline hover:text-brand-800"
                    >
                      {product.title}
                    </SiteLink>
                    <AddToQuote slug={product.slug} title={product.title} compact />
                  </th>
                );
              })}
            </tr>
          </thead>
          {groups.map((name, g) => {
            const groupRows = rows.filter((row) => (row.group ?? '') === name);
            return (
              <tbody key={name || 'rows'} data-same={groupRows.every((row) => row.same) || undefined}>
                {name ? (
                  <tr className="spec-group">
                    <th scope="rowgroup" colSpan={products.length + 1} id={`${id}-g${g}`}>
                      <span className="sticky left-3">{name}</span>
                    </th>
                  </tr>
                ) : null}
                {groupRows.map((row, r) => (
                  <tr key={row.name} data-same={row.same || undefined}>
                    <th scope="row" id={`${id}-g${g}-r${r}`}>
                      {row.name}
                    </th>
                    {row.values.map((value, i) => (
                      <td
                        key={products[i]?.slug ?? i}
                        headers={cellHeaders(`${id}-p${i}`, name && `${id}-g${g}`, `${id}-g${g}-r${r}`)}
                      >
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
            );
          })}
        </table>
      </div>
    </div>
  );
}
