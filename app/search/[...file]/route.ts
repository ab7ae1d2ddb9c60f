import { siteSearchIndex } from '@/lib/pages/search-index';
import { searchIndexFiles } from '@/lib/search/split';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each file of site search's split index (lib/search/split.ts), by its segments under /search/. */
const files = () =>
  Object.entries(searchIndexFiles(siteSearchIndex())).map(([path, data]) => ({ file: path.split('/').slice(2), data }));

export function generateStaticParams() {
  return files().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const wanted = (await params).file.join('/');
  return Response.json(files().find(({ file }) => file.join('/') === wanted)!.data);
}
