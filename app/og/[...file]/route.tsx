import { ogImage } from '@/lib/seo/og';
import { allPages } from '@/lib/pages/all';
import { ogCardPath } from '@/lib/seo/metadata';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each page's Open Graph card, by its segments under /og/; a page that shares another's (`ogFrom`) has none. */
const cards = () =>
  allPages().flatMap((page) => (page.ogFrom ? [] : [{ file: ogCardPath(page.path).split('/').slice(2), page }]));

export function generateStaticParams() {
  return cards().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const wanted = (await params).file.join('/');
  return ogImage(cards().find(({ file }) => file.join('/') === wanted)!.page.og);
}
