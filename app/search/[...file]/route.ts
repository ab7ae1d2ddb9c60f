import { siteSearchIndex } from '@/lib/search-index';
import { searchIndexFiles } from '@/lib/search-split';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each file of site search's split index (lib/search-split.ts), by its path below the route. */
const files = () =>
  new Map(
    Object.entries(searchIndexFiles(siteSearchIndex())).map(([path, file]) => [
      path.split('/').slice(2).join('/'),
      file,
    ]),
  );

export function generateStaticParams() {
  return [...files().keys()].map((path) => ({ file: path.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return Response.json(files().get((await params).file.join('/')));
}
