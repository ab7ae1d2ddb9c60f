import { ProductPage } from '@/components/products/ProductPage';
import { productPages as kind } from '@/lib/pages/product';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((product, page) => <ProductPage product={product} page={page} />);
