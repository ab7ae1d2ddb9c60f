import { ProductGroupPage } from '@/components/products/ProductGroupPage';
import { productGroupPages as kind } from '@/lib/pages/product-group';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string; page?: string[] }> }) {
  const entry = await kind.entry(props);
  return <ProductGroupPage entry={entry} page={kind.describe(entry)} />;
}
