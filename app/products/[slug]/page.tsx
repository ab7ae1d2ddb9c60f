import { ProductPage } from '@/components/products/ProductPage';
import { productPages as kind } from '@/lib/pages/product';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const product = await kind.entry(props);
  return <ProductPage product={product} page={kind.describe(product)} />;
}
