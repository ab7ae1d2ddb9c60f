import { JobPage } from '@/components/careers/JobPage';
import { jobPages as kind } from '@/lib/pages/job';

export const dynamicParams = false;
export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;

export default async function Page(props: { params: Promise<{ slug: string }> }) {
  const job = await kind.entry(props);
  return <JobPage job={job} page={kind.describe(job)} />;
}
