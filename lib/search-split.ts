/**
 * The split search index, built from every page's search document at build time (the route
 * app/search-index.json emits its files in one JSON; scripts/search-files.mjs writes them out).
 * lib/search.ts reads it in the browser.
 */
import { createHash } from 'node:crypto';
import { paths } from './paths';
import {
  encodeKey,
  searchKinds,
  shardKey,
  words,
  type SearchDoc,
  type SearchHit,
  type SearchManifest,
  type SearchShard,
} from './search';

/**
 * Documents per chunk. A query downloads the chunks of at most 5 results per kind, so smaller
 * chunks download less per query; 10 keeps one chunk near a TCP packet or two (about 1 KB gzip).
 */
export const CHUNK_SIZE = 10;

export interface SplitIndex {
  manifest: SearchManifest;
  shards: Map<string, SearchShard>;
  chunks: SearchHit[][];
}

export function splitIndex(docs: readonly SearchDoc[], chunkSize = CHUNK_SIZE): SplitIndex {
  // Kind after kind, each in index order: the ranking's tie-break order within a kind, and a
  // document's kind follows from its number.
  const ordered = searchKinds.flatMap((kind) => docs.filter((doc) => doc.kind === kind));
  // key -> word -> document -> best field (0 title, 1 summary, 2 keywords)
  const postings = new Map<string, Map<string, Map<number, number>>>();
  const add = (key: string, word: string, id: number, field: number) => {
    if (!postings.has(key)) postings.set(key, new Map());
    const shard = postings.get(key)!;
    if (!shard.has(word)) shard.set(word, new Map());
    const docsOf = shard.get(word)!;
    if (!(docsOf.get(id)! <= field)) docsOf.set(id, field);
  };
  ordered.forEach((doc, id) => {
    const best = new Map<string, number>();
    [doc.title, doc.summary, doc.keywords].forEach((text, field) => {
      for (const word of words(text)) if (!best.has(word)) best.set(word, field);
    });
    for (const [word, field] of best) {
      add(shardKey(word), word, id, field);
      // The one-character shard: every document with a word starting with that character.
      const first = Array.from(word)[0]!;
      add(first, first, id, field);
    }
  });
  const shards = new Map(
    [...postings].map(([key, shard]) => [
      key,
      Object.fromEntries(
        [...shard].map(([word, docsOf]) => {
          const fields: number[][] = [[], [], []];
          for (const [id, field] of [...docsOf].sort(([a], [b]) => a - b)) fields[field]!.push(id);
          while (fields.at(-1)?.length === 0) fields.pop();
          return [word, fields];
        }),
      ) as SearchShard,
    ]),
  );
  const chunks: SearchHit[][] = [];
  for (let i = 0; i < ordered.length; i += chunkSize)
    chunks.push(ordered.slice(i, i + chunkSize).map(({ title, url, summary }) => ({ title, url, summary })));
  const kinds = searchKinds
    .map((kind): [SearchDoc['kind'], number] => [kind, docs.filter((doc) => doc.kind === kind).length])
    .filter(([, count]) => count > 0);
  const keys = [...shards.keys()].sort();
  const version = createHash('sha256')
    .update(JSON.stringify([kinds, chunkSize, [...shards], chunks]))
    .digest('hex')
    .slice(0, 12);
  return { manifest: { version, kinds, chunkSize, keys }, shards, chunks };
}

/** Each file of the split index by its site path, as the export serves it. */
export function searchIndexFiles({ manifest, shards, chunks }: SplitIndex): Record<string, unknown> {
  return Object.fromEntries([
    [paths.searchManifest, manifest],
    ...[...shards].map(([key, shard]) => [paths.searchShard(manifest.version, encodeKey(key)), shard]),
    ...chunks.map((chunk, n) => [paths.searchChunk(manifest.version, n), chunk]),
  ]);
}
