import { ServicesPage } from '@/components/services/ServicesPage';
import { servicesPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <ServicesPage page={page.describe()} />;
}
