import { AboutPage } from '@/components/about/AboutPage';
import { aboutPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <AboutPage page={page.describe()} />;
}
