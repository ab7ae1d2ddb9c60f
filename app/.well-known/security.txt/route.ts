import { securityTxt as content } from '@/content/security';
import { securityTxt } from '@/lib/security-txt';
import { siteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export function GET() {
  return new Response(securityTxt(content, siteUrl, new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
