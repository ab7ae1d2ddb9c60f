/**
 * Sveltia CMS renders custom fields and previews with its own copy of React and exposes its
 * createElement as window.h and create-react-class as window.createClass (as Decap did). Using
 * those, not an import of 'react', keeps one React in the page: hooks and refs work across it.
 * The site's own React renders the previews' pages to HTML only (cms/pages.tsx), in no tree of Sveltia's.
 */
export type Element = unknown;
export type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

interface CmsWindow {
  h: H;
  createClass: <P>(spec: ClassSpec<P>) => unknown;
}

export interface ClassSpec<P> {
  render(this: { props: P }): Element;
  [method: string]: unknown;
}

export const h: H = (...args) => (window as unknown as CmsWindow).h(...args);
export const createClass = <P>(spec: ClassSpec<P>) => (window as unknown as CmsWindow).createClass(spec);

/** The Immutable.js map a custom field receives as `entry` and `field` (only what we read). */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}
