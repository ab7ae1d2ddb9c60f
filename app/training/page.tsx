import { TrainingPage } from '@/components/training/TrainingPage';
import { trainingPage as page } from '@/lib/pages/company';

export const metadata = page.metadata();

export default function Page() {
  return <TrainingPage page={page.describe()} />;
}
