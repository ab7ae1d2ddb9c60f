import { servicesIndex } from '@/content/service-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: servicesIndex.heading,
  kind: servicesIndex.title,
  text: servicesIndex.description,
}));
