import { servicePagesCopy } from '@/lib/copy/service-pages';
import { enterpriseHub } from '@/content/enterprise-hub';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: enterpriseHub.title,
  kind: servicePagesCopy.index.title,
  text: enterpriseHub.description,
}));
