// Written by `npm run kinds` from lib/kinds/products.ts: change it there.
import { ProductPage } from '@/components/products/ProductPage';
import { kind } from '@/lib/kinds/products';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <ProductPage product={entry} page={page} />);
