import { logoImage } from '@/lib/og';

export const dynamic = 'force-static';

export function GET() {
  return logoImage(180);
}
