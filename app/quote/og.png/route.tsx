import { quotePage } from '@/content/quote-page';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: quotePage.heading, kind: quotePage.title, text: quotePage.description }));
