import { CareersList } from '@/components/careers/CareersList';
import { careersList as list } from '@/lib/pages/job';

export const dynamicParams = false;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;

export default list.route((n) => <CareersList page={n} />);
