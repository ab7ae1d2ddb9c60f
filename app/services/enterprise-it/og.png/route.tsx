import { servicePagesCopy } from '@/lib/copy/service-pages';
import { enterpriseHubCopy as hub } from '@/lib/copy/enterprise-hub';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: hub.title,
  kind: servicePagesCopy.index.title,
  text: hub.description,
}));
