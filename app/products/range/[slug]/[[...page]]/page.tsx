import { ProductGroupPage } from '@/components/products/ProductGroupPage';
import { productGroupPages as kind } from '@/lib/pages/product-group';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((entry, page) => <ProductGroupPage entry={entry} page={page} />);
