import { QuotePage } from '@/components/quote/QuotePage';
import { quotePage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <QuotePage page={page.describe()} />;
}
