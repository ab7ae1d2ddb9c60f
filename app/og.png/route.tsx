import { homeCopy as home } from '@/lib/copy/home';
import { site } from '@/lib/site';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: home.hero.heading, kind: home.title, text: site.description }));
