import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import type { Product } from '@/lib/content/collections/products';
import { paths } from '@/lib/paths';
import { cellHeaders, specSections, specValue } from '@/lib/products/specs';
import { useId } from 'react';

const copy = productPagesCopy.detail;

/**
 * The product's specification table, then its datasheet (with the file's real size) and the
 * comparison of its kind, when another product shares it. Group headings head their rows
 * (scope rowgroup), and each value names its headers by id as well: screen readers that skip a
 * rowgroup header on their own then still read "Radio, Frequency band: n78" and not "n78" alone.
 */
export function SpecTable({
  product,
  comparison,
  datasheetKb,
}: {
  product: Product;
  comparison?: { slug: string; title: string };
  datasheetKb: number;
}) {
  const id = useId();
  return (
    <Section title={copy.specsHeading} titleClassName="text-2xl font-bold" className="pb-16 sm:pb-24" band>
      <div className="relative mt-5 overflow-x-auto">
        <table className="spec-table w-full text-left">
          <caption className="mb-3 text-left text-sm text-slate-600">
            {fill(copy.specsCaption, { product: product.title })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{copy.specName}</th>
              <th scope="col" id={`${id}-value`}>
                {copy.specValue}
              </th>
            </tr>
          </thead>
          {specSections(product.specs).map((section, g) => (
            <tbody key={section.group || section.rows[0]?.name}>
              {section.group ? (
                <tr className="spec-group">
                  <th scope="rowgroup" colSpan={2} id={`${id}-g${g}`}>
                    {section.group}
                  </th>
                </tr>
              ) : null}
              {section.rows.map((row, r) => (
                <tr key={row.name}>
                  <th scope="row" id={`${id}-g${g}-r${r}`}>
                    {row.name}
                  </th>
                  <td headers={cellHeaders(`${id}-value`, section.group && `${id}-g${g}`, `${id}-g${g}-r${r}`)}>
                    {specValue(row)}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-3 font-semibold">
        <li>
          <SiteLink
            href={paths.datasheet(product.slug)}
            className="text-brand-700 underline hover:text-brand-800"
            type="application/pdf"
          >
            {fill(copy.datasheet, { kb: datasheetKb })}
          </SiteLink>
        </li>
        {comparison ? (
          <li>
            <SiteLink href={paths.compare(comparison.slug)} className="text-brand-700 underline hover:text-brand-800">
              {fill(copy.compareLink, { kind: comparison.title })}
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}
