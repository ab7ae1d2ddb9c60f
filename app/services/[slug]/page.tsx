import { ServicePage } from '@/components/services/ServicePage';
import { servicePages as kind } from '@/lib/pages/service';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const service = await kind.entry(props);
  return <ServicePage service={service} page={kind.describe(service)} />;
}
