import { servicesIndex } from '@/content/service-pages';
import { enterpriseHubCopy as hub } from '@/lib/copy/enterprise-hub';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: hub.title,
  kind: servicesIndex.title,
  text: hub.description,
}));
