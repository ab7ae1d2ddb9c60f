/**
 * Site search in the browser, over the split index ./split.ts builds: a query downloads
 * only the shards of its words, in parallel, so its results arrive one round trip after it is
 * typed and its cost stays bounded however many pages the site has.
 */
import { paths } from '@/lib/paths';

/** A group of results: a collection's `search.group` (lib/content/collections/define.ts), which its kind's descriptor names and content/copy/search.yaml names for visitors. */
export type SearchKind = string;

export interface SearchDoc {
  kind: SearchKind;
  title: string;
  /** Site path without the base path (links add it when they are drawn). */
  url: string;
  /** Short text shown under the title. */
  summary: string;
  keywords: string;
}

/** What a result shows and where it leads: a document without its keywords. */
export type SearchHit = Pick<SearchDoc, 'title' | 'url' | 'summary'>;

export interface SearchGroup {
  kind: SearchKind;
  docs: SearchHit[];
}

export const PER_KIND = 5;

/**
 * What the browser needs before its first query, in every page: small, and bounded however many
 * documents there are (its keys by the vocabulary's two-character starts). Also served as
 * /search/manifest.json, which only a search whose files have gone reads (lib/search/files.ts).
 */
export interface SearchManifest {
  /** A hash of the content: the folder of this deployment's shards and chunks. */
  version: string;
  /** Documents are numbered kind after kind in display order: how many of each. */
  kinds: [SearchKind, number][];
  /** Documents per chunk: chunk n holds documents n × chunkSize onwards. */
  chunkSize: number;
  /**
   * The shard keys that exist, so that no query asks for a file that is not there; a word whose
   * key is missing matches nothing. One group per first character, space-separated: the
   * character, then the second characters of its two-character keys ("cl" and "co" and "c" itself
   * are "clo"). Every first character has a one-character key (lib/search/split.ts).
   */
  keys: string;
}

/**
 * A term shard: each word whose key it is, with the documents holding it listed under the best
 * field they hold it in: [title, summary, keywords] (trailing empty lists left out); and, by
 * document number, what the results show of the documents that a one-word query it answers
 * shows (for any start of its words, the first PER_KIND of each kind). Every document it lists
 * would grow with the site; these grow only with the vocabulary.
 */
export interface SearchShard {
  words: Record<string, number[][]>;
  docs: Record<number, SearchHit>;
}

/** Title hits rank above summary hits, which rank above keyword hits. */
const FIELD_WEIGHTS = [10, 3, 1] as const;

export const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);

/**
 * The shard a word or a query term is in: its first two characters. A one-character term has a
 * shard of its own, whose one entry lists every document with a word starting with it, so a
 * one-letter query still matches as word-prefix search does, in one download no bigger than the
 * list of documents.
 */
export const shardKey = (term: string) => Array.from(term).slice(0, 2).join('');

/**
 * A shard key as a file name: URL-safe and the same on case-insensitive disks for any word
 * (Hindi, accents, `c++`, `.net`). a-z and 0-9 stay; any other character becomes `_<hex code point>_`.
 */
export const encodeKey = (key: string) =>
  Array.from(key, (c) => (/^[a-z0-9]$/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join('');

/** The manifest's keys as a list (see SearchManifest.keys). */
export const shardKeys = (keys: string) =>
  keys.split(' ').flatMap((group) => {
    const [first, ...seconds] = Array.from(group);
    return first ? [first, ...seconds.map((second) => first + second)] : [];
  });

/** The keys a query needs, or none when one of its words cannot match anything. */
export function queryKeys(manifest: SearchManifest, query: string): string[] {
  const keys = [...new Set(words(query).map(shardKey))];
  const known = new Set(shardKeys(manifest.keys));
  return keys.every((key) => known.has(key)) ? keys : [];
}

/**
 * Every query word must start a word of the document; each scores the weight of the best field
 * holding such a word. Results come grouped by kind, best first (ties in index order), `perKind`
 * at most each, as document numbers (`kinds` from the manifest). `shards` holds the shards of
 * `queryKeys(manifest, query)`.
 */
export function rankDocs(
  kinds: SearchManifest['kinds'],
  shards: ReadonlyMap<string, SearchShard>,
  query: string,
  perKind = PER_KIND,
): { kind: SearchKind; ids: number[] }[] {
  const terms = words(query);
  let scores: Map<number, number> | null = null;
  for (const term of terms) {
    const best = new Map<number, number>();
    for (const [word, fields] of Object.entries(shards.get(shardKey(term))?.words ?? {})) {
      if (!word.startsWith(term)) continue;
      fields.forEach((ids, field) => {
        for (const id of ids) if (!(best.get(id)! <= field)) best.set(id, field);
      });
    }
    const matched = new Map<number, number>();
    for (const [id, field] of best)
      if (!scores || scores.has(id)) matched.set(id, (scores?.get(id) ?? 0) + FIELD_WEIGHTS[field as 0 | 1 | 2]);
    scores = matched;
  }
  if (!scores) return [];
  const ranked = [...scores].sort(([a, sa], [b, sb]) => sb - sa || a - b).map(([id]) => id);
  let first = 0;
  return kinds.flatMap(([kind, count]) => {
    const [from, to] = [first, (first += count)];
    const ids = ranked.filter((id) => id >= from && id < to).slice(0, perKind);
    return ids.length > 0 ? [{ kind, ids }] : [];
  });
}

/** What a search reads its files through (./files.ts): each once per page view. */
export interface SearchFiles {
  /**
   * The manifest: the page's own, which names the files of the deployment that served the page.
   * `reload` asks the host for its current one (/search/manifest.json), when a file the page's
   * named has gone; from then on, that one.
   */
  manifest(reload?: boolean): Promise<SearchManifest>;
  /** A shard or chunk, once per page view. */
  file(path: string): Promise<unknown>;
}

async function searchIn(files: SearchFiles, manifest: SearchManifest, query: string, perKind: number) {
  const keys = queryKeys(manifest, query);
  const loaded = await Promise.all(keys.map((key) => files.file(paths.searchShard(manifest.version, encodeKey(key)))));
  const shards = new Map(keys.map((key, i) => [key, loaded[i] as SearchShard]));
  const ranked = rankDocs(manifest.kinds, shards, query, perKind);
  const shown = new Map<number, SearchHit>();
  for (const shard of shards.values()) for (const [id, doc] of Object.entries(shard.docs)) shown.set(Number(id), doc);
  // A one-word query finds its results in its shard. With more words, a result neither word
  // shows alone (or more than PER_KIND per kind) comes from its chunk: one more round trip.
  const size = manifest.chunkSize;
  const missing = ranked.flatMap((group) => group.ids).filter((id) => !shown.has(id));
  await Promise.all(
    [...new Set(missing.map((id) => Math.floor(id / size)))].map(async (n) => {
      const chunk = (await files.file(paths.searchChunk(manifest.version, n))) as SearchHit[];
      chunk.forEach((doc, i) => shown.set(n * size + i, doc));
    }),
  );
  return ranked.map(({ kind, ids }) => ({ kind, docs: ids.map((id) => shown.get(id)!) }));
}

/**
 * The results of a query: the shards of its words, from the manifest the page carries. A file
 * that fails may mean a deployment since the page was served (its files replace this one's): then
 * the search starts again from the host's new manifest, so one search never mixes two deployments.
 */
export async function searchSite(files: SearchFiles, query: string, perKind = PER_KIND): Promise<SearchGroup[]> {
  const manifest = await files.manifest();
  try {
    return await searchIn(files, manifest, query, perKind);
  } catch (error) {
    const now = await files.manifest(true);
    if (now.version === manifest.version) throw error;
    return searchIn(files, now, query, perKind);
  }
}
