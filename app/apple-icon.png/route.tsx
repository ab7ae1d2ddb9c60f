import { logoImage } from '@/lib/seo/og';

export const dynamic = 'force-static';

export function GET() {
  return logoImage(180);
}
