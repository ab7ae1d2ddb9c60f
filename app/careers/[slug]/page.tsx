// Written by `npm run kinds` from lib/kinds/jobs.ts: change it there.
import { JobPage } from '@/components/careers/JobPage';
import { kind } from '@/lib/kinds/jobs';
import { pagesOf } from '@/lib/pages/bound';

const pages = pagesOf(kind);

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;

export default pages.route((entry, page) => <JobPage job={entry} page={page} />);
