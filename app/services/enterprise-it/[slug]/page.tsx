import { EnterpriseServicePage } from '@/components/services/EnterpriseServicePage';
import { enterpriseServicePages as kind } from '@/lib/pages/enterprise-service';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const service = await kind.entry(props);
  return <EnterpriseServicePage service={service} page={kind.describe(service)} />;
}
