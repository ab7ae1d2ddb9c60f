/**
 * The island protocol: every data-* attribute page-start (lib/page-start/) and the islands
 * share, named once. Components write them with `pageStartData` (typed: a misspelt name does not
 * compile), page-start reads them through `ATTR`; lib/house-rules.test.ts refuses these names
 * written out anywhere else.
 */
export const ATTR = {
  /** On <html>: scripts run, so controls that need them (`.needs-js`) show. */
  js: 'data-js',
  /** A part of the page the app takes over: page-start answers its events until it is `ready` (listen.ts). */
  island: 'data-island',
  /** Set by the island (components/ui/island-ready.ts) once its handlers are live. */
  ready: 'data-ready',
  /** A submit button disabled in the HTML (no script, no send) that page-start enables. */
  jsEnables: 'data-js-enables',
  /** On a form island: when typing began (ms since the epoch), for the bot check's fill time. */
  typedAt: 'data-typed-at',
  startAtOnce: 'data-start-at-once',
  /** `key=value`: starts the app at once when this browser has stored that value. */
  startIfStored: 'data-start-if-stored',
  /** A filtered list: the query-string keys (and control names) of its filters, space-separated. */
  queryKeys: 'data-query-keys',
  /** A filtered list longer than its page: only the app, with the whole list, can filter it. */
  morePages: 'data-more-pages',
  /** An item of a filtered list; its values are in `data-<filter key>`. */
  filterItem: 'data-filter-item',
  /** A list's count line: its text with `{n}`, its text for no match, its text while loading. */
  results: 'data-results',
  noMatch: 'data-no-match',
  loading: 'data-loading',
  /** A carousel strip: a JSON list of texts naming each slide. */
  positions: 'data-positions',
  /** The element naming the slide shown, and each dot, for the strip with that id. */
  positionOf: 'data-position-of',
  slideOf: 'data-slide-of',
  /** A carousel button: a step (-1 or 1) or a slide's index. */
  scrollStep: 'data-scroll-step',
  scrollTo: 'data-scroll-to',
  /** A dialog several buttons open: the opener's value, a text showing it (`{…}`), a field it empties. */
  sourceValue: 'data-source-value',
  fromSource: 'data-from-source',
  perSource: 'data-per-source',
} as const;

export type ProtocolName = keyof typeof ATTR;

/** JSX attributes for the protocol's names: true writes an empty attribute, false or undefined none. */
export const pageStartData = (
  values: Partial<Record<ProtocolName, string | number | boolean | undefined>>,
): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) =>
      value === undefined || value === false ? [] : [[ATTR[name as ProtocolName], value === true ? '' : value]],
    ),
  );

export const having = (name: ProtocolName) => `[${ATTR[name]}]`;
