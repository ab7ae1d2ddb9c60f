import { privacy } from '@/lib/statements';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: privacy.heading, kind: privacy.title, text: privacy.description }));
