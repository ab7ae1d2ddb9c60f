// Written by `npm run kinds` from lib/kinds/enterprise-services.ts: change it there.
import { EnterpriseServicePage } from '@/components/services/EnterpriseServicePage';
import { kind } from '@/lib/kinds/enterprise-services';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <EnterpriseServicePage service={entry} page={page} />);
