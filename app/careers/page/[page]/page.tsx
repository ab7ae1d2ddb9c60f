import { CareersList } from '@/components/careers/CareersList';
import { careersList as list } from '@/lib/pages/lists';

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default async function Page(props: { params: Promise<{ page: string }> }) {
  return <CareersList page={await list.page(props)} />;
}
