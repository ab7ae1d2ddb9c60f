import { ServicePage } from '@/components/services/ServicePage';
import { servicePages as kind } from '@/lib/pages/service';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((service, page) => <ServicePage service={service} page={page} />);
