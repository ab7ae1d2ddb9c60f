import { rssFeed } from '@/lib/seo/feed';
import { siteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

export function GET() {
  return new Response(rssFeed(siteUrl), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
