import { JobPage } from '@/components/careers/JobPage';
import { jobPages as kind } from '@/lib/pages/job';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default kind.route((job, page) => <JobPage job={job} page={page} />);
