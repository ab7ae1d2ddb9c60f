import { ProductCards } from '@/components/products/ProductCards';
import ProductCarousel from '@/components/products/ProductCarousel';
import { ProductDetails } from '@/components/products/ProductDetails';
import { DetailHero } from '@/components/sections/DetailHero';
import { productPages } from '@/content/product-pages';
import { getProductGroup } from '@/lib/content';
import { paths } from '@/lib/paths';
import type { Product } from '@/lib/content/schemas';
import type { PageDescriptor } from '@/lib/pages/kind';

const copy = productPages.detail;

export function ProductPage({ product, page }: { product: Product; page: PageDescriptor }) {
  const group = getProductGroup(product.slug)!;
  return (
    <>
      <DetailHero
        page={page}
        gradient={product.gradient}
        icon={group.icon}
        eyebrow={group.title}
        action={{ label: copy.quote, href: paths.contact }}
        aside={<ProductCarousel images={product.images} label={`${product.title}: ${copy.carouselLabel}`} />}
      />
      <ProductDetails product={product} />
      <ProductCards
        id="more-heading"
        title={`${copy.moreHeading} ${group.title}`}
        products={group.products.filter((p) => p.slug !== product.slug).slice(0, 3)}
      />
    </>
  );
}
