// Written by `npm run kinds` from lib/kinds/product-groups.ts: change it there.
import { ProductGroupPage } from '@/components/products/ProductGroupPage';
import { kind } from '@/lib/kinds/product-groups';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <ProductGroupPage entry={entry} page={page} />);
