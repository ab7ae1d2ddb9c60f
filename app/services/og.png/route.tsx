import { servicePagesCopy } from '@/lib/copy/service-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: servicePagesCopy.index.heading,
  kind: servicePagesCopy.index.title,
  text: servicePagesCopy.index.description,
}));
