import { StatementPage } from '@/components/sections/StatementPage';
import { privacyPage as page } from '@/lib/pages/company';
import { privacy } from '@/lib/content/statements';

export const metadata = page.metadata();

export default function Page() {
  const date = { label: privacy.updatedLabel, value: privacy.updated };
  return <StatementPage page={page.describe()} statement={privacy} date={date} />;
}
