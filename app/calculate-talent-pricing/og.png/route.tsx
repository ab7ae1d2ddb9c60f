import { pricingCopy as copy } from '@/lib/copy/pricing';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: copy.heading, kind: copy.title, text: copy.description }));
