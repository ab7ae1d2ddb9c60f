// Written by `npm run kinds` from lib/kinds/comparisons.ts: change it there.
import { ComparisonPage } from '@/components/products/ComparisonPage';
import { kind } from '@/lib/kinds/comparisons';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <ComparisonPage entry={entry} page={page} />);
