import { ProductCards } from '@/components/products/ProductCards';
import ProductCarousel from '@/components/products/ProductCarousel';
import AddToQuote from '@/components/products/AddToQuote';
import { ProductDetails } from '@/components/products/ProductDetails';
import { SpecTable } from '@/components/products/SpecTable';
import { DetailHero } from '@/components/sections/DetailHero';
import productPagesCopy from '@/content/pages/product-pages.yaml';
import { fill } from '@/lib/fill';
import { getProductGroup } from '@/lib/content';
import { datasheetKb } from '@/lib/datasheet-files';
import { comparisonOf } from '@/lib/group-pages';
import { paths } from '@/lib/paths';
import type { Product } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';

const copy = productPagesCopy.detail;

/** One product: hero carousel, overview, applications, certifications, then specifications, datasheet and quote list. */
export async function ProductPage({ product, page }: { product: Product; page: PageDescriptor }) {
  const group = getProductGroup(product.slug)!;
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
      <ProductDetails product={product} quoteAction={<AddToQuote slug={product.slug} title={product.title} />} />
      <SpecTable
        product={product}
        comparison={comparisonOf(group.products, product)}
        datasheetKb={await datasheetKb(product.slug)}
      />
      <ProductCards
        title={fill(copy.moreHeading, { group: group.title })}
        products={group.products.filter((p) => p.slug !== product.slug).slice(0, 3)}
      />
    </>
  );
}
