import { PricingPage } from '@/components/pricing/PricingPage';
import { pricingPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <PricingPage page={page.describe()} />;
}
