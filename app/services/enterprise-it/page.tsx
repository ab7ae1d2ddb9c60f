import { EnterpriseHubPage } from '@/components/services/EnterpriseHubPage';
import { enterpriseHubPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <EnterpriseHubPage page={page.describe()} />;
}
