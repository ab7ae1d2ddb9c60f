import { accessibility } from '@/lib/statements';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: accessibility.heading,
  kind: accessibility.title,
  text: accessibility.description,
}));
