import { rssFeed } from '@/lib/feed';
import { siteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export function GET() {
  return new Response(rssFeed(siteUrl), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
