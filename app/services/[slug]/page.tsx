// Written by `npm run kinds` from lib/kinds/services.ts: change it there.
import { ServicePage } from '@/components/services/ServicePage';
import { kind } from '@/lib/kinds/services';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <ServicePage service={entry} page={page} />);
