import { blogCopy } from '@/lib/copy/blog';
import { ogRoute } from '@/lib/og';

export const dynamic = 'force-static';

export const GET = ogRoute(() => ({
  title: blogCopy.list.heading,
  kind: blogCopy.list.title,
  text: blogCopy.list.description,
}));
