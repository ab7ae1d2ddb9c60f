import { pricingPage } from '@/content/pricing-page';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: pricingPage.heading,
  kind: pricingPage.title,
  text: pricingPage.description,
}));
