import { enterpriseHub } from '@/content/enterprise-it';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({ title: enterpriseHub.title, kind: 'Services', text: enterpriseHub.description }));
