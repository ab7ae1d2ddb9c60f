import { about } from '@/content/about';
import { aboutPage } from '@/content/company-pages';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: aboutPage.heading, kind: about.title, text: about.description }));
