import { ComparisonPage } from '@/components/products/ComparisonPage';
import { comparisonPages as kind } from '@/lib/pages/comparison';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string; page?: string[] }> }) {
  const entry = await kind.entry(props);
  return <ComparisonPage entry={entry} page={kind.describe(entry)} />;
}
