/**
 * The pieces the previews share: an entry's fields, and the markup of the site's page sections
 * (components/sections and components/ui) with their classes, so the site's stylesheet in the
 * preview frame draws them as on the site. Those components cannot run here (they render with
 * the site's React), so their markup is repeated: keep the classes in step with them. Links are
 * plain text: the preview frame is not the site.
 */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { buttonStyles } from '@/components/ui/button';
import ui from '@/content/pages/ui.yaml';
import type { GradientName } from '@/lib/content/schemas';
import { dateProblem, formatDate } from '@/lib/dates';
import { gradientClass } from '@/lib/gradients';
import { asset } from '@/lib/paths';
import { createClass, h, type Element, type ImmutableMap } from '../react';
import { iconListLooks } from '@/components/ui/icon-list-looks';

export type PreviewProps = CustomPreviewTemplateProps;

/**
 * The entry's fields as plain values (Sveltia passes Immutable.js collections). A draft may lack
 * any field, and an emptied one holds '' until saving omits it: it is left out here, so the
 * page's placeholder for a missing field shows as it will on the site.
 */
export function fieldsOf<T>({ entry }: PreviewProps): Partial<T> {
  const data = (entry.get('data') as unknown as { toJS(): Record<string, unknown> }).toJS();
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '')) as Partial<T>;
}

/** A date as the page writes it ("15 January 2027"); one still being typed, as typed. */
export const dateText = (iso = '') => (iso && !dateProblem(iso) ? formatDate(iso) : iso);

// The site's outline glyphs used here, drawn as components/ui/glyph-base.tsx draws them.
const glyphs = {
  chevron: [['path', { d: 'm9 6 6 6-6 6' }]],
  arrow: [['path', { d: 'M4 12h16M14 6l6 6-6 6' }]],
  check: [['path', { d: 'm4.75 12.5 4.75 4.75 9.75-10' }]],
  award: [
    ['circle', { cx: 12, cy: 9, r: 5.75 }],
    ['circle', { cx: 12, cy: 9, r: 2.25 }],
    ['path', { d: 'M8.6 13.6 7.5 21l4.5-2.5 4.5 2.5-1.1-7.4' }],
  ],
} as const;

export const glyph = (name: keyof typeof glyphs, className: string) =>
  h(
    'svg',
    {
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.75,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      'aria-hidden': true,
      className,
    },
    ...glyphs[name].map(([shape, attributes]) => h(shape, attributes)),
  );

/** Home › … › the entry (components/sections/Breadcrumbs.tsx). */
export function crumbs(labels: unknown[], tone: 'light' | 'dark' = 'light') {
  const dark = tone === 'dark';
  const all = [ui.breadcrumb.home, ...labels];
  return h(
    'nav',
    { 'aria-label': ui.breadcrumb.label, className: 'text-sm' },
    h(
      'ol',
      { className: 'flex flex-wrap items-center gap-1.5' },
      ...all.map((label, i) =>
        h(
          'li',
          { className: 'flex items-center gap-1.5' },
          i > 0 ? glyph('chevron', `h-3.5 w-3.5 ${dark ? 'text-white/70' : 'text-slate-400'}`) : null,
          h(
            'span',
            {
              className:
                i < all.length - 1
                  ? dark
                    ? 'text-white/85'
                    : 'text-slate-600'
                  : `font-medium ${dark ? 'text-white' : 'text-slate-900'}`,
            },
            label,
          ),
        ),
      ),
    ),
  );
}

interface Hero {
  crumbs: unknown[];
  eyebrow: unknown;
  title?: string;
  intro?: string;
  /** Under the intro (facts, a call to action). */
  children?: Element[];
}

/** The light header of list and company pages (components/sections/PageHeader.tsx). */
export function pageHeader({ crumbs: labels, eyebrow, title, intro, children = [] }: Hero) {
  return h(
    'section',
    { className: 'relative overflow-hidden bg-linear-to-b from-brand-50 to-white' },
    h(
      'div',
      { className: 'container-page py-14 sm:py-20' },
      crumbs(labels),
      h('p', { className: 'eyebrow mt-6' }, eyebrow),
      h('h1', { className: 'mt-3 max-w-4xl text-display font-bold tracking-tight' }, title),
      intro ? h('p', { className: 'mt-5 max-w-3xl text-lg leading-relaxed text-slate-600' }, intro) : null,
      ...children,
    ),
  );
}

/**
 * The gradient band of detail pages (components/sections/GradientHero.tsx). Until the editor
 * picks a gradient, the brand's own stands in, so the white text stays readable.
 */
export function gradientHero({
  crumbs: labels,
  eyebrow,
  title,
  intro,
  children = [],
  gradient = 'navy-sky',
  action,
  aside,
}: Hero & { gradient?: GradientName; action?: string; aside?: Element }) {
  return h(
    'section',
    { className: `relative overflow-hidden text-white ${gradientClass(gradient)}` },
    h('div', {
      'aria-hidden': true,
      className: 'absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(255,255,255,0.12),transparent_60%)]',
    }),
    h(
      'div',
      { className: `container-page relative py-14 sm:py-20 ${aside ? 'grid items-center gap-10 lg:grid-cols-2' : ''}` },
      h(
        'div',
        { className: 'max-w-3xl' },
        crumbs(labels, 'dark'),
        h(
          'div',
          { className: 'mt-6 flex items-center gap-3' },
          h('p', { className: 'text-sm font-semibold tracking-wide text-white/90 uppercase' }, eyebrow),
        ),
        h('h1', { className: 'mt-4 text-display font-bold tracking-tight text-white' }, title),
        h('p', { className: 'mt-5 text-lg leading-relaxed text-white/90' }, intro),
        ...children,
        action
          ? h('span', { className: buttonStyles({ variant: 'accent', size: 'lg', className: 'mt-8' }) }, action)
          : null,
      ),
      aside,
    ),
  );
}

/** A section's display heading, with the eyebrow and introduction it may have (components/ui/SectionHeading.tsx). */
export const sectionHeading = ({ eyebrow, title, intro }: { eyebrow?: string; title?: string; intro?: string }) =>
  h(
    'div',
    { className: 'max-w-3xl' },
    eyebrow ? h('p', { className: 'eyebrow' }, eyebrow) : null,
    h('h2', { className: `${eyebrow ? 'mt-2' : ''} text-title font-bold tracking-tight` }, title),
    intro ? h('p', { className: 'mt-4 text-lg leading-relaxed text-slate-600' }, intro) : null,
  );

/**
 * A section labelled by its heading (components/ui/Section.tsx): the display heading unless
 * `titleClassName` asks for a plain one ('' leaves it to the surrounding prose styles).
 */
export function section(
  {
    title,
    titleClassName,
    className,
    as = 'section',
  }: { title: string; titleClassName?: string; className?: string; as?: 'section' | 'aside' },
  ...children: Element[]
) {
  const heading =
    titleClassName === undefined
      ? sectionHeading({ title })
      : h('h2', { className: titleClassName || undefined }, title);
  return h(as, { className }, heading, ...children);
}

const factStyles = {
  list: { dl: 'space-y-3 text-sm', item: undefined, dt: 'text-slate-600', dd: 'font-medium text-slate-900' },
  tiles: {
    dl: 'grid gap-4 sm:grid-cols-3',
    item: 'rounded-xl bg-white/10 p-4 ring-1 ring-white/20',
    dt: 'text-xs font-semibold tracking-wide text-white/80 uppercase',
    dd: 'mt-1 font-semibold text-white',
  },
};

/** Label–value facts (components/ui/FactList.tsx). */
export function factList(
  facts: { label: string; value: unknown }[],
  variant: keyof typeof factStyles,
  className: string,
) {
  const s = factStyles[variant];
  return h(
    'dl',
    { className: `${s.dl} ${className}` },
    ...facts.map((fact) =>
      h(
        'div',
        { className: s.item },
        h('dt', { className: s.dt }, fact.label),
        h('dd', { className: s.dd }, fact.value),
      ),
    ),
  );
}

/** A list led by one icon per item (components/ui/IconList.tsx). */
export function iconList(
  items: readonly string[] = [],
  icon: 'check' | 'award',
  look: keyof typeof iconListLooks,
  iconColor: string,
) {
  const s = iconListLooks[look];
  return h(
    'ul',
    { className: s.list },
    ...items.map((item) =>
      h('li', { className: s.item }, glyph(icon, `${s.icon} shrink-0 ${iconColor}`), h('span', null, item)),
    ),
  );
}

/** "← All openings" (components/ui/BackLink.tsx). */
export const backLink = (label: string, className: string) =>
  h(
    'span',
    { className: `inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline ${className}` },
    h('span', { 'aria-hidden': true }, '←'),
    ` ${label}`,
  );

interface ImageProps {
  preview: PreviewProps;
  path: string;
  alt?: string;
  className: string;
}

interface ImageLoader {
  props: ImageProps;
  state: { retried?: string };
  setState(state: { retried: string }): void;
}

/**
 * An image field's picture. A file in the CMS's media folder (one just uploaded too) comes
 * through getAsset, by a blob URL once the CMS has read the file and by its path on the site
 * before: a file not published yet fails there, so a failed load is tried once more. Any other
 * path is the site's own copy.
 */
export const AssetImage = createClass<ImageProps>({
  getInitialState: () => ({}),
  render(this: ImageLoader) {
    const { preview, path, alt, className } = this.props;
    return h('img', {
      src: preview.getAsset(path)?.url ?? asset(path),
      alt,
      className,
      onError: () => {
        if (this.state.retried !== path) this.setState({ retried: path });
      },
    });
  },
});

type Fields = Record<string, unknown>;

interface EntryProps {
  getCollection: PreviewProps['getCollection'];
  collection: string;
  slug: string;
  /** Draws the entry from its fields: none until the CMS answers. */
  show(fields?: Fields): Element;
}

interface EntryLoader {
  props: EntryProps;
  state: { fields?: Fields; of?: string };
  setState(state: { fields?: Fields; of: string }): void;
  load(): void;
}

/**
 * Another collection's entry that this one names by slug (a product's group, a study's service,
 * the home page's service cards), drawn by `show`. The CMS hands it over asynchronously, and a
 * slug that names no entry comes back with no fields.
 */
const EntryFields = createClass<EntryProps>({
  getInitialState: () => ({}),
  componentDidMount(this: EntryLoader) {
    this.load();
  },
  componentDidUpdate(this: EntryLoader, previous: EntryProps) {
    if (previous.slug !== this.props.slug) this.load();
  },
  load(this: EntryLoader) {
    const { getCollection, collection, slug } = this.props;
    void getCollection(collection, slug).then((entry) => {
      // An answer for a slug the editor has typed past is dropped.
      if (slug !== this.props.slug) return;
      const data = (entry as ImmutableMap).get('data') as { toJS(): Fields } | undefined;
      this.setState({ fields: data?.toJS(), of: slug });
    });
  },
  render(this: EntryLoader) {
    return this.props.show(this.state.of === this.props.slug ? this.state.fields : undefined);
  },
});

/** Another entry by slug, drawn from its fields once the CMS has them. */
export const withEntry = <T>(
  props: PreviewProps,
  collection: string,
  slug: string,
  show: (fields?: Partial<T>) => Element,
) => h(EntryFields, { getCollection: props.getCollection, collection, slug, show });

/**
 * Another entry's title by slug, as the page shows it, or nothing while the field is empty.
 * Until the CMS answers, and for a slug that names no entry, the slug itself shows.
 */
export const titleOf = (props: PreviewProps, collection: string, slug?: string) =>
  slug ? withEntry<{ title: string }>(props, collection, slug, (fields) => fields?.title || slug) : null;
