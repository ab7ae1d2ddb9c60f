/** The quote list as pure functions; its browser side (storage, memory fallback) is components/quote/quote-store.ts. */
export interface QuoteItem {
  slug: string;
  quantity: number;
  note: string;
}

/** What the quote page shows and sends for a listed product (out/quote/products.json). */
export interface CatalogueEntry {
  slug: string;
  title: string;
  group: string;
  /** The product page's absolute URL, sent with the item so the team can open it. */
  url: string;
}

export const QUANTITY = { min: 1, max: 1_000_000 } as const;
export const NOTE_MAX = 500;

/** A whole quantity from what was typed, or null when it is not one (empty, 0, 2.5, "ten"). */
export function parseQuantity(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= QUANTITY.min && quantity <= QUANTITY.max ? quantity : null;
}

/** The list from its stored JSON: entries that are not items are dropped, never thrown. */
export function parseList(raw: string | null): QuoteItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: QuoteItem[] = [];
  for (const entry of data) {
    if (!entry || typeof entry !== 'object') continue;
    const { slug, quantity, note } = entry as Record<string, unknown>;
    const parsed = typeof quantity === 'number' ? parseQuantity(quantity) : null;
    if (typeof slug !== 'string' || !slug || parsed === null || items.some((item) => item.slug === slug)) continue;
    items.push({ slug, quantity: parsed, note: typeof note === 'string' ? note.slice(0, NOTE_MAX) : '' });
  }
  return items;
}

export const serializeList = (items: readonly QuoteItem[]): string => JSON.stringify(items);

/** Adds a product, or adds to its quantity when it is already listed (capped at the maximum). */
export function addItem(items: readonly QuoteItem[], slug: string, quantity: number): QuoteItem[] {
  const existing = items.find((item) => item.slug === slug);
  if (!existing) return [...items, { slug, quantity, note: '' }];
  return change(items, slug, { quantity: Math.min(QUANTITY.max, existing.quantity + quantity) });
}

/** The list with one product's entry changed. */
const change = (items: readonly QuoteItem[], slug: string, to: Partial<QuoteItem>): QuoteItem[] =>
  items.map((item) => (item.slug === slug ? { ...item, ...to } : item));

export const setQuantity = (items: readonly QuoteItem[], slug: string, quantity: number) =>
  change(items, slug, { quantity });

export const setNote = (items: readonly QuoteItem[], slug: string, note: string) =>
  change(items, slug, { note: note.slice(0, NOTE_MAX) });

export const removeItem = (items: readonly QuoteItem[], slug: string): QuoteItem[] =>
  items.filter((item) => item.slug !== slug);

/**
 * The list as form fields: numbered fields per item (product, its page, quantity, note) for
 * services that show fields one by one, and one readable `items` summary for those that mail
 * a submission as text.
 */
export function quoteFields(
  items: readonly QuoteItem[],
  product: (slug: string) => { title: string; url: string },
): Record<string, string> {
  const fields: Record<string, string> = { item_count: String(items.length) };
  const summary: string[] = [];
  items.forEach((item, i) => {
    const { title, url } = product(item.slug);
    const n = i + 1;
    fields[`item_${n}_product`] = title;
    fields[`item_${n}_url`] = url;
    fields[`item_${n}_quantity`] = String(item.quantity);
    if (item.note.trim()) fields[`item_${n}_note`] = item.note.trim();
    summary.push(`${item.quantity} × ${title}${item.note.trim() ? ` (${item.note.trim()})` : ''}`);
  });
  fields.items = summary.join('\n');
  return fields;
}

const FRAGMENT = 'items=';

/**
 * The products and quantities as a link fragment (`items=slug:40,slug:8`), for a browser that
 * blocks site storage: the link to /quote/ then carries the list. A fragment never reaches a
 * server, and it holds no notes, so nothing a buyer typed about themselves is in it.
 */
export function listToFragment(items: readonly QuoteItem[]): string {
  return `${FRAGMENT}${items.map((item) => `${encodeURIComponent(item.slug)}:${item.quantity}`).join(',')}`;
}

/** The list from a link fragment (with or without `#`); anything that is not an item is dropped. */
export function listFromFragment(hash: string): QuoteItem[] {
  const text = hash.replace(/^#/, '');
  if (!text.startsWith(FRAGMENT)) return [];
  const items: QuoteItem[] = [];
  for (const part of text.slice(FRAGMENT.length).split(',')) {
    const [rawSlug = '', rawQuantity = ''] = part.split(':');
    const slug = decodeURIComponent(rawSlug);
    const quantity = parseQuantity(rawQuantity);
    if (/^[a-z0-9-]+$/.test(slug) && quantity !== null && !items.some((item) => item.slug === slug))
      items.push({ slug, quantity, note: '' });
  }
  return items;
}
