import { ProductsPage } from '@/components/products/ProductsPage';
import { productsPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <ProductsPage page={page.describe()} />;
}
