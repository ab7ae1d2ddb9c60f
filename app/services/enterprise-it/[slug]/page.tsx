import { EnterpriseServicePage } from '@/components/services/EnterpriseServicePage';
import { enterpriseServicePages as kind } from '@/lib/pages/enterprise-service';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((service, page) => <EnterpriseServicePage service={service} page={page} />);
