import { siteSearchIndex } from '@/lib/search-index';
import { searchIndexFiles } from '@/lib/search-split';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each file of site search's split index (lib/search-split.ts) at the path a page view asks for. */
const files = () => searchIndexFiles(siteSearchIndex());

export function generateStaticParams() {
  return Object.keys(files()).map((path) => ({ file: path.split('/').slice(2) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return Response.json(files()[`/search/${(await params).file.join('/')}`]);
}
