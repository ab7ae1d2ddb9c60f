import { trainingCopy } from '@/content/company-pages';
import { trainingPage } from '@/content/training';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: trainingCopy.heading,
  kind: trainingPage.title,
  text: trainingPage.description,
}));
