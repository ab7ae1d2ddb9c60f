import { HomePage } from '@/components/home/HomePage';
import { homePage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <HomePage page={page.describe()} />;
}
