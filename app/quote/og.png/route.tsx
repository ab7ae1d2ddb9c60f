import { quotePage as page } from '@/lib/pages/company';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(page.ogData);
