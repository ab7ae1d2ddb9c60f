/**
 * Where a visit came from (campaign tags, landing page, referrer origin), kept for one visit in
 * sessionStorage and sent only with a form: strictly needed for the enquiry, so no consent banner.
 * Other query parameters and full referrer URLs are never kept: they can carry personal data.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmKey = (typeof UTM_KEYS)[number];

/** The fields every form sends with what was typed, in this order. */
export const ATTRIBUTION_FIELDS = [...UTM_KEYS, 'landing_page', 'referrer_origin', 'form_page'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Record<AttributionField, string>;
export type Visit = Omit<Attribution, 'form_page'>;

export const VISIT_STORAGE_KEY = 'quantivo-visit';
const MAX_LENGTH = 200;

const clean = (value: string) =>
  value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_LENGTH);

/** The utm_* parameters of a query string; every other parameter is dropped. */
export function utmFrom(search: string): Record<UtmKey, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(UTM_KEYS.map((key) => [key, clean(params.get(key) ?? '')])) as Record<UtmKey, string>;
}

/** The referring site's origin; '' for none, for this site itself, or for anything not http(s). */
export function referrerOrigin(referrer: string, ownOrigin: string): string {
  try {
    const url = new URL(referrer);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === ownOrigin) return '';
    return url.origin;
  } catch {
    return '';
  }
}

/** What this page load says about the visit: its tags, its path and where it came from. */
export function visitFrom(location: { origin: string; pathname: string; search: string }, referrer: string): Visit {
  return {
    ...utmFrom(location.search),
    landing_page: clean(location.pathname),
    referrer_origin: referrerOrigin(referrer, location.origin),
  };
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storedVisit(storage: KeyValueStore): Visit | null {
  // Object(): a stored null or number reads as an object without the fields.
  const record = Object(JSON.parse(storage.getItem(VISIT_STORAGE_KEY) ?? 'null')) as Record<string, unknown>;
  const keys = ATTRIBUTION_FIELDS.filter((key) => key !== 'form_page');
  if (!keys.every((key) => typeof record[key] === 'string')) return null;
  return Object.fromEntries(keys.map((key) => [key, clean(record[key] as string)])) as Visit;
}

/**
 * The visit's first page load wins: later pages of the same visit keep its landing page and
 * source. Storage that is missing, full, blocked or holds something else never throws: the
 * current page load is then used as it is.
 */
export function rememberVisit(storage: KeyValueStore | null, current: Visit): Visit {
  if (!storage) return current;
  try {
    const earlier = storedVisit(storage);
    if (earlier) return earlier;
  } catch {
    // Unreadable or malformed: start this visit afresh.
  }
  try {
    storage.setItem(VISIT_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Blocked or full: the fields still carry this page load's values.
  }
  return current;
}

export function attributionFields(visit: Visit, formPage: string): Attribution {
  return { ...visit, form_page: clean(formPage) };
}
