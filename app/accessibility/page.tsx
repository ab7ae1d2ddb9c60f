import { StatementPage } from '@/components/sections/StatementPage';
import { accessibilityPage as page } from '@/lib/pages/company';
import { accessibility } from '@/lib/content/statements';

export const metadata = page.metadata();

export default function Page() {
  const date = { label: accessibility.lastReviewLabel, value: accessibility.lastReview };
  return <StatementPage page={page.describe()} statement={accessibility} date={date} />;
}
