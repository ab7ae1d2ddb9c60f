import { ComparisonPage } from '@/components/products/ComparisonPage';
import { comparisonPages as kind } from '@/lib/pages/comparison';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((entry, page) => <ComparisonPage entry={entry} page={page} />);
