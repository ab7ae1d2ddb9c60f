import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductCards } from '@/components/products/ProductCards';
import ProductCarousel from '@/components/products/ProductCarousel';
import AddToQuote from '@/components/products/AddToQuote';
import { ProductDetails } from '@/components/products/ProductDetails';
import { SpecTable } from '@/components/products/SpecTable';
import { GradientHero } from '@/components/sections/GradientHero';
import { productPages } from '@/content/product-pages';
import { getProduct, getProductGroup, products } from '@/lib/content';
import { datasheetKb } from '@/lib/datasheet-files';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { productPageLd, trail } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';

const copy = productPages.detail;

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((p) => ({ productSlug: p.slug }));
}

type Props = { params: Promise<{ productSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = getProduct((await params).productSlug);
  if (!product) return {};
  const group = getProductGroup(product.slug);
  return pageMetadata({ title: `${product.title} | ${group?.title ?? 'Products'}`, description: product.summary, path: paths.product(product.slug) });
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).productSlug);
  const group = product && getProductGroup(product.slug);
  if (!product || !group) notFound();
  return (
    <>
      <JsonLd data={productPageLd(product, group.title)} />
      <GradientHero
        title={product.title}
        description={product.summary}
        gradient={product.gradient}
        icon={group.icon}
        eyebrow={group.title}
        crumbs={trail(
          { label: productPages.index.title, href: paths.products },
          { label: group.title, href: `${paths.products}#${group.slug}` },
          { label: product.title, href: paths.product(product.slug) },
        )}
        action={{ label: copy.quote, href: paths.contact }}
        aside={<ProductCarousel images={product.images} label={`${product.title}: ${copy.carouselLabel}`} />}
      />
      <ProductDetails product={product} quoteAction={<AddToQuote slug={product.slug} title={product.title} />} />
      <SpecTable product={product} groupSlug={group.slug} groupTitle={group.title} datasheetKb={await datasheetKb(product.slug)} />
      <ProductCards
        id="more-heading"
        title={`${copy.moreHeading} ${group.title}`}
        products={group.products.filter((p) => p.slug !== product.slug).slice(0, 3)}
      />
    </>
  );
}
