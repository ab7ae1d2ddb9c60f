/** Specification rows as product pages, comparisons and datasheets show them. */
import type { SpecRow } from '@/lib/content/collections/products';

/** "100 MHz" from value "100" and unit "MHz"; the value alone when it has no unit. */
export const specValue = (row: Pick<SpecRow, 'value' | 'unit'>): string =>
  row.unit ? `${row.value} ${row.unit}` : row.value;

/** A value cell's `headers`: the ids of its column, group and row headers, leaving out a row's missing group. */
export const cellHeaders = (...ids: (string | false | undefined)[]): string => ids.filter(Boolean).join(' ');

export interface SpecSection<Row> {
  /** The heading the rows sit under; '' for rows without a group. */
  group: string;
  rows: Row[];
}

/** Consecutive rows of the same group, in the order they are written. */
export function specSections<Row extends { group?: string }>(rows: readonly Row[]): SpecSection<Row>[] {
  const sections: SpecSection<Row>[] = [];
  for (const row of rows) {
    const group = row.group ?? '';
    const last = sections.at(-1);
    if (last && last.group === group) last.rows.push(row);
    else sections.push({ group, rows: [row] });
  }
  return sections;
}

export interface ComparisonRow {
  group?: string;
  name: string;
  /** One cell per product, in the products' order; null where a product has no such row. */
  values: (string | null)[];
  /** Every product has the row, with the same value: the "differences only" view hides it. */
  same: boolean;
}

/**
 * The specification names that at least two of the products have, once, in the order they
 * first appear, grouped as the first product to name them groups them. A row only one product
 * fills compares nothing, so it stays on that product's own page.
 */
export function comparisonRows(products: readonly { specs: readonly SpecRow[] }[]): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const byName = new Map<string, ComparisonRow>();
  products.forEach((product, column) => {
    for (const spec of product.specs) {
      let row = byName.get(spec.name);
      if (!row) {
        row = { group: spec.group, name: spec.name, values: products.map(() => null), same: false };
        byName.set(spec.name, row);
        rows.push(row);
      }
      row.values[column] = specValue(spec);
    }
  });
  const shared = rows
    .filter((row) => row.values.filter((value) => value !== null).length >= 2)
    .map((row) => ({ ...row, same: row.values.every((value) => value === row.values[0]) }));
  // Keep each group's rows together even when a later product adds a row to an earlier group.
  const groups = [...new Set(shared.map((row) => row.group ?? ''))];
  return groups.flatMap((group) => shared.filter((row) => (row.group ?? '') === group));
}
