import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { CompareLinks } from '@/components/products/CompareLinks';
import { ProductGrid } from '@/components/products/ProductCards';
import { PageHeader } from '@/components/sections/PageHeader';
import { SiteLink } from '@/components/ui/SiteLink';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import { productGroups } from '@/lib/content';
import { paths } from '@/lib/paths';
import { IconChip } from '@/components/ui/IconChip';
import { preview } from '@/lib/menus/product-menu';
import { QuoteClosing } from '@/components/products/QuoteClosing';

const copy = productPagesCopy.index;

export function ProductsPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={copy.heading} intro={copy.intro} />
      {/* Under the site header (h-16) and above the sections while the page scrolls, so every range is one tap away. */}
      <nav
        aria-label={copy.groupsLabel}
        className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        {/* The row scrolls inside the page margins, so no chip's text meets the screen's edge; its 4 px inset leaves room for the focus ring, and its edge fades while more chips lie beyond it. */}
        <div className="container-page">
          <ul className="-mx-1 flex scroll-fade [scrollbar-width:none] gap-2 overflow-x-auto px-1 py-2.5">
            {productGroups.map((group) => (
              <li key={group.slug} className="shrink-0">
                <a
                  href={`#${group.slug}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:border-brand-400 hover:text-brand-800"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {productGroups.map((group, i) => (
        <section key={group.slug} aria-labelledby={group.slug} className={`section ${i % 2 ? 'bg-slate-50' : ''}`}>
          <div className="container-page">
            <div className="flex items-center gap-3">
              <IconChip name={group.icon} />
              <h2 id={group.slug} className="scroll-mt-36 text-title font-bold">
                {group.title}
              </h2>
            </div>
            <p className="mt-3 max-w-3xl text-lg text-slate-600">{group.description}</p>
            <CompareLinks products={group.products} className="mt-3" />
            <ProductGrid products={preview(group.products)} />
            <p className="mt-8 font-semibold">
              <SiteLink href={paths.productGroup(group.slug)} className="text-brand-700 underline hover:text-brand-800">
                {fill(copy.groupLink, { group: group.title })}
              </SiteLink>
            </p>
          </div>
        </section>
      ))}
      <QuoteClosing />
    </>
  );
}
