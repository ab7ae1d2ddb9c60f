import { quoteCopy } from '@/lib/copy/quote';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: quoteCopy.heading, kind: quoteCopy.title, text: quoteCopy.description }));
