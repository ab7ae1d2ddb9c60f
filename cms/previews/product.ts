/**
 * A product as its page lays it out (components/products/ProductPage.tsx, ProductDetails.tsx,
 * SpecTable.tsx): hero with its images, overview, applications, certifications, the quote card
 * and the specifications. Left out is what the page adds from elsewhere: the group's icon, the
 * quote list's button, the datasheet and comparison links, and the group's other products.
 */
import { buttonStyles } from '@/components/ui/button';
import productPages from '@/content/pages/product-pages.yaml';
import type { Product } from '@/lib/content/schemas';
import { fill } from '@/lib/fill';
import { specSections, specValue } from '@/lib/specs';
import { h } from '../react';
import { AssetImage, fieldsOf, gradientHero, iconList, section, titleOf, type PreviewProps } from './layout';

const copy = productPages.detail;

/** The carousel's strip of images, which scrolls sideways; its buttons are the page's own script's. */
function images(props: PreviewProps, list: Product['images'] = []) {
  return h(
    'ul',
    { className: 'flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-2xl' },
    ...list.map((image) =>
      h(
        'li',
        { className: 'w-full shrink-0 snap-start snap-always' },
        h(
          'div',
          { className: 'relative aspect-[4/3] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20' },
          image.src
            ? h(AssetImage, {
                preview: props,
                path: image.src,
                alt: image.caption,
                className: 'absolute inset-0 h-full w-full object-contain',
              })
            : null,
        ),
        h('p', { className: 'mt-3 text-sm text-white/90' }, image.caption),
      ),
    ),
  );
}

function specTable(product: Partial<Product>) {
  return section(
    { title: copy.specsHeading, titleClassName: 'text-2xl font-bold', className: 'container-page pb-16 sm:pb-24' },
    h(
      'div',
      { className: 'relative mt-5 overflow-x-auto' },
      h(
        'table',
        { className: 'spec-table w-full text-left' },
        h(
          'caption',
          { className: 'mb-3 text-left text-sm text-slate-600' },
          fill(copy.specsCaption, { product: product.title ?? '' }),
        ),
        h(
          'thead',
          null,
          h('tr', null, h('th', { scope: 'col' }, copy.specName), h('th', { scope: 'col' }, copy.specValue)),
        ),
        ...specSections(product.specs ?? []).map(({ group, rows }) =>
          h(
            'tbody',
            null,
            group ? h('tr', { className: 'spec-group' }, h('th', { scope: 'rowgroup', colSpan: 2 }, group)) : null,
            ...rows.map((row) => h('tr', null, h('th', { scope: 'row' }, row.name), h('td', null, specValue(row)))),
          ),
        ),
      ),
    ),
  );
}

export function ProductPreview(props: PreviewProps) {
  const product = fieldsOf<Product>(props);
  const group = titleOf(props, 'product-groups', product.group);
  return h(
    'div',
    null,
    gradientHero({
      crumbs: [productPages.index.title, group, product.title],
      eyebrow: group,
      title: product.title,
      intro: product.summary,
      gradient: product.gradient,
      action: copy.quote,
      aside: images(props, product.images),
    }),
    h(
      'div',
      { className: 'container-page section grid gap-12 lg:grid-cols-[2fr_1fr]' },
      h(
        'div',
        null,
        section(
          { title: copy.overviewHeading, titleClassName: 'text-2xl font-bold' },
          h(
            'div',
            { className: 'mt-4 space-y-4 text-lg leading-relaxed' },
            ...(product.overview ?? []).map((p) => h('p', null, p)),
          ),
        ),
        section(
          { title: copy.usesHeading, titleClassName: 'text-2xl font-bold', className: 'mt-12' },
          iconList(product.uses, 'check', 'boxed', 'text-quantum-700'),
        ),
      ),
      h(
        'aside',
        { className: 'space-y-6' },
        section(
          { title: copy.certificationsHeading, titleClassName: 'text-lg font-semibold', className: 'card' },
          iconList(product.certifications, 'award', 'compact', 'text-brand-700'),
        ),
        h(
          'section',
          { className: 'card bg-brand-950 text-slate-200' },
          h('h2', { className: 'text-lg font-semibold text-white' }, copy.quote),
          h('p', { className: 'mt-2 text-sm' }, copy.quoteText),
          h('span', { className: buttonStyles({ variant: 'accent', className: 'mt-5' }) }, copy.quote),
        ),
      ),
    ),
    specTable(product),
  );
}
