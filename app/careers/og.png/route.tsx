import { careersPage } from '@/content/careers-page';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: careersPage.heading,
  kind: careersPage.title,
  text: careersPage.description,
}));
