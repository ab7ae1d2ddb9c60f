import { aboutCopy as about } from '@/lib/copy/about';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: about.heading, kind: about.title, text: about.description }));
