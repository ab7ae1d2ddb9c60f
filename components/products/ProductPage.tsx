import { ProductGrid } from '@/components/products/ProductCards';
import ProductCarousel from '@/components/products/ProductCarousel';
import AddToQuote from '@/components/products/AddToQuote';
import { IconList } from '@/components/ui/IconList';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import { SpecTable } from '@/components/products/SpecTable';
import { DetailHero } from '@/components/sections/DetailHero';
import { QuoteClosing } from '@/components/products/QuoteClosing';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import { fill } from '@/lib/text/fill';
import { getProductGroup } from '@/lib/content';
import { datasheetKb } from '@/lib/products/datasheet-files';
import { comparisonOf } from '@/lib/products/group-pages';
import { paths } from '@/lib/paths';
import { promised } from '@/lib/content/site';
import type { Product } from '@/lib/content/collections/products';
import type { PageDescriptor } from '@/lib/kinds/descriptor';

const copy = productPagesCopy.detail;

export async function ProductPage({ product, page }: { product: Product; page: PageDescriptor }) {
  const group = getProductGroup(product.slug)!;
  const more = group.products.filter((p) => p.slug !== product.slug).slice(0, 3);
  return (
    <>
      <DetailHero
        page={page}
        gradient={product.gradient}
        icon={group.icon}
        eyebrow={group.title}
        action={{ label: copy.quote, href: paths.contact }}
        aside={<ProductCarousel images={product.images} label={fill(copy.carouselLabel, { product: product.title })} />}
      />
      <div className="container-page section grid gap-12 lg:grid-cols-[2fr_1fr]">
        <div>
          <Section title={copy.overviewHeading} titleClassName="text-2xl font-bold">
            <Paragraphs items={product.overview} className="mt-4 space-y-4" />
          </Section>
          <Section title={copy.usesHeading} titleClassName="text-2xl font-bold" className="mt-12">
            <IconList items={product.uses} icon="check" look="boxed" iconColor="text-quantum-700" />
          </Section>
        </div>
        <aside className="space-y-6">
          <Section title={copy.certificationsHeading} titleClassName="text-lg font-semibold" className="card">
            <IconList items={product.certifications} icon="award" look="compact" iconColor="text-brand-700" />
          </Section>
          {/* A fixed id: the end-to-end tests find this card by it (e2e/quote.spec.ts, no-js.spec.ts). */}
          <section aria-labelledby="quote-heading" className="card bg-brand-950 text-slate-200">
            <h2 id="quote-heading" className="text-lg font-semibold text-white">
              {copy.quote}
            </h2>
            <p className="mt-2 text-sm">{promised(copy.quoteText)}</p>
            <SiteLink href={paths.contact} className={buttonStyles({ variant: 'accent', className: 'mt-5' })}>
              {copy.quote}
            </SiteLink>
            <AddToQuote slug={product.slug} title={product.title} />
          </section>
        </aside>
      </div>
      <SpecTable
        product={product}
        comparison={comparisonOf(group.products, product)}
        datasheetKb={await datasheetKb(product.slug)}
      />
      {more.length ? (
        <Section title={fill(copy.moreHeading, { group: group.title })} className="section bg-slate-50" band>
          <ProductGrid products={more} />
        </Section>
      ) : null}
      <QuoteClosing />
    </>
  );
}
