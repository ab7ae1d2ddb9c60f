import { servicesIndex } from '@/content/service-pages';
import { enterpriseHub } from '@/content/enterprise-hub';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: enterpriseHub.title,
  kind: servicesIndex.title,
  text: enterpriseHub.description,
}));
