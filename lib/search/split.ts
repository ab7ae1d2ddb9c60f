/**
 * The split search index, built from every page's search document at build time (the route
 * app/search/[...file] emits each of its files). ./index.ts reads it in the browser.
 */
import { createHash } from 'node:crypto';
import { searchGroups } from '@/lib/content/collections';
import { paths } from '@/lib/paths';
import {
  encodeKey,
  rankDocs,
  shardKey,
  words,
  type SearchDoc,
  type SearchHit,
  type SearchKind,
  type SearchManifest,
  type SearchShard,
} from './index';

/**
 * Documents per chunk. Only a query of several words may download chunks, those of results its
 * shards do not show, so smaller chunks download less; 10 keeps one chunk near a TCP packet or
 * two (about 1 KB gzip).
 */
export const CHUNK_SIZE = 10;

/** The result groups in display order: the order an editor gave their names (content/copy/search.yaml). */
const searchKinds = searchGroups.map(({ group }) => group);

export interface SplitIndex {
  manifest: SearchManifest;
  shards: Map<string, SearchShard>;
  chunks: SearchHit[][];
}

export function splitIndex(docs: readonly SearchDoc[], chunkSize = CHUNK_SIZE): SplitIndex {
  // Kind after kind, each in index order: the ranking's tie-break order within a kind, and a
  // document's kind follows from its number.
  const byKind = searchKinds.map((kind) => docs.filter((doc) => doc.kind === kind));
  const ordered = byKind.flat();
  // key -> word -> document -> best field (0 title, 1 summary, 2 keywords)
  const postings = new Map<string, Map<string, Map<number, number>>>();
  const add = (key: string, word: string, id: number, field: number) => {
    const shard = postings.get(key) ?? new Map<string, Map<number, number>>();
    const docsOf = shard.get(word) ?? new Map<number, number>();
    if (!(docsOf.get(id)! <= field)) docsOf.set(id, field);
    postings.set(key, shard.set(word, docsOf));
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
  const hits = ordered.map(({ title, url, summary }): SearchHit => ({ title, url, summary }));
  const chunks: SearchHit[][] = [];
  for (let i = 0; i < hits.length; i += chunkSize) chunks.push(hits.slice(i, i + chunkSize));
  const kinds = byKind.flatMap((of, i): [SearchKind, number][] => (of.length ? [[searchKinds[i]!, of.length]] : []));
  const shards = new Map(
    [...postings].map(([key, shard]): [string, SearchShard] => {
      const wordsOf = Object.fromEntries(
        [...shard].map(([word, docsOf]) => {
          const fields: number[][] = [[], [], []];
          for (const [id, field] of [...docsOf].sort(([a], [b]) => a - b)) fields[field]!.push(id);
          while (fields.at(-1)?.length === 0) fields.pop();
          return [word, fields];
        }),
      );
      // What the results of every one-word query this shard answers show: any prefix of its
      // words. Bounded by the vocabulary, not by the number of documents.
      const alone = new Map([[key, { words: wordsOf, docs: {} }]]);
      const prefixes = new Set<string>();
      for (const word of Object.keys(wordsOf)) {
        const chars = Array.from(word);
        for (let n = Array.from(key).length; n <= chars.length; n++) prefixes.add(chars.slice(0, n).join(''));
      }
      const shown = new Set(
        [...prefixes].flatMap((term) => rankDocs(kinds, alone, term).flatMap((group) => group.ids)),
      );
      return [
        key,
        { words: wordsOf, docs: Object.fromEntries([...shown].sort((a, b) => a - b).map((id) => [id, hits[id]!])) },
      ];
    }),
  );
  const version = createHash('sha256')
    .update(JSON.stringify([kinds, chunkSize, [...shards], chunks]))
    .digest('hex')
    .slice(0, 12);
  return { manifest: { version, kinds, chunkSize, keys: compactKeys([...shards.keys()]) }, shards, chunks };
}

/** Keys as the manifest lists them (SearchManifest.keys), in code point order. */
function compactKeys(keys: string[]): string {
  const point = (key: string, n: number) => Array.from(key)[n]?.codePointAt(0) ?? 0;
  const groups = new Map<string, string>();
  for (const key of keys.sort((a, b) => point(a, 0) - point(b, 0) || point(a, 1) - point(b, 1))) {
    const [first, second = ''] = Array.from(key) as [string, string?];
    groups.set(first, (groups.get(first) ?? first) + second);
  }
  return [...groups.values()].join(' ');
}

/** Each file of the split index by its site path, as the export serves it. */
export function searchIndexFiles({ manifest, shards, chunks }: SplitIndex): Record<string, unknown> {
  return Object.fromEntries([
    [paths.searchManifest, manifest],
    ...[...shards].map(([key, shard]) => [paths.searchShard(manifest.version, encodeKey(key)), shard]),
    ...chunks.map((chunk, n) => [paths.searchChunk(manifest.version, n), chunk]),
  ]);
}
