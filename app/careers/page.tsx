import { CareersList } from '@/components/careers/CareersList';
import { careersList } from '@/lib/pages/job';

export const metadata = careersList.metadata();

export default function CareersPage() {
  return <CareersList page={1} />;
}
