/** @jest-environment node */
import { paths } from '@/lib/paths';
import { encodeKey, queryKeys, searchSite, shardKey, shardKeys, type SearchDoc } from './index';
import { searchFiles } from './files';
import { searchIndexFiles, splitIndex } from './split';

const doc = (kind: SearchDoc['kind'], title: string, summary = '', keywords = ''): SearchDoc => ({
  kind,
  title,
  url: `/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  summary,
  keywords,
});

const docs = [
  doc('jobs', 'Cloud Engineer', 'Build clusters.', 'aws'),
  doc('services', 'Cloud Migration', 'Move to the cloud.', 'clusters'),
  doc('products', 'Camera', 'A clever cloud camera.'),
  doc('services', 'C++ Training', 'Modern c++ for teams.', '.net'),
  doc('jobs', 'Quality Lead', 'Cloud testing.'),
];

/** A static host serving these files, with the paths each search downloaded. */
function host(files: Record<string, unknown>) {
  const served = { files };
  const requests: string[] = [];
  const read = async (path: string) => {
    requests.push(path);
    if (!(path in served.files)) throw new Error(`${path}: 404`);
    return JSON.parse(JSON.stringify(served.files[path])) as unknown;
  };
  return { served, requests, read };
}

describe('shard keys', () => {
  it('are the first two characters of a word, or a one-character term itself', () => {
    expect(['cloud', 'c++', 'q', 'सेवा', '𐐨𐐩𐐪'].map(shardKey)).toEqual(['cl', 'c+', 'q', 'से', '𐐨𐐩']);
  });

  it('encode any word as a distinct URL-safe, lower-case file name', () => {
    const keys = ['cl', 'c+', 'c#', '+c', 'ʼ', 'स', 'é', '_', 'ab', 'a_', '𐐨𐐩'];
    const encoded = keys.map(encodeKey);
    expect(encoded.slice(0, 3)).toEqual(['cl', 'c_2b_', 'c_23_']);
    expect(encoded.every((name) => /^[a-z0-9_]+$/.test(name))).toBe(true);
    expect(new Set(encoded).size).toBe(keys.length);
  });
});

describe('splitIndex', () => {
  const split = splitIndex(docs, 2);

  it('numbers the documents kind after kind, in index order within a kind, and chunks them', () => {
    expect(split.manifest.kinds).toEqual([
      ['services', 2],
      ['products', 1],
      ['jobs', 2],
    ]);
    expect(split.chunks.map((chunk) => chunk.map((d) => d.title))).toEqual([
      ['Cloud Migration', 'C++ Training'],
      ['Camera', 'Cloud Engineer'],
      ['Quality Lead'],
    ]);
    expect(split.chunks[0]![0]).toEqual({
      title: 'Cloud Migration',
      url: '/cloud-migration/',
      summary: 'Move to the cloud.',
    });
  });

  it('lists each word under its shard with the documents holding it, by the best field they hold it in', () => {
    // Cloud Migration (0) and Cloud Engineer (3) in titles; Camera (2) and Quality Lead (4) in summaries.
    expect(split.shards.get('cl')!.words.cloud).toEqual([
      [0, 3],
      [2, 4],
    ]);
    // Keywords only: no empty lists after the last used field.
    expect(split.shards.get('cl')!.words.clusters).toEqual([[], [3], [0]]);
    // Each document once, under its best field.
    expect(split.shards.get('c+')!.words).toEqual({ 'c++': [[1]] });
    expect(split.shards.get('ne')!.words).toEqual({ net: [[], [], [1]] });
  });

  it('carries in each shard what the results of a one-word query it answers show', () => {
    // Every document, where each is among the first 5 of its kind for some word start.
    expect(split.shards.get('cl')!.docs).toEqual({
      0: split.chunks[0]![0],
      2: split.chunks[1]![0],
      3: split.chunks[1]![1],
      4: split.chunks[2]![0],
    });
    // "cl", "clo", "clou" and "cloud" show Cloud 0 to 4; "cle" shows Clever; Cloud 5 and 6 no query shows alone.
    const many = splitIndex([...Array.from({ length: 7 }, (_, n) => doc('jobs', `Cloud ${n}`)), doc('jobs', 'Clever')]);
    expect(Object.keys(many.shards.get('cl')!.docs)).toEqual(['0', '1', '2', '3', '4', '7']);
    expect(Object.keys(many.shards.get('c')!.docs)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('gives each first character a shard of every document with a word starting with it', () => {
    expect(split.shards.get('c')!.words).toEqual({ c: [[0, 1, 2, 3], [4]] });
    expect(split.shards.get('q')!.words).toEqual({ q: [[4]] });
  });

  it('lists the keys in the manifest by first character, compactly', () => {
    expect(split.manifest.keys).toBe('aw bu c+al en fo le mio ne qu tehor');
    expect(shardKeys(split.manifest.keys).sort()).toEqual([...split.shards.keys()].sort());
    const unicode = splitIndex([doc('posts', 'सेवा 𐐨𐐩𐐪 é')]);
    expect(shardKeys(unicode.manifest.keys).sort()).toEqual([...unicode.shards.keys()].sort());
  });

  it('versions the files by their content', () => {
    expect(splitIndex(docs, 2).manifest.version).toBe(split.manifest.version);
    expect(splitIndex(docs.slice(1), 2).manifest.version).not.toBe(split.manifest.version);
    expect(splitIndex(docs, 3).manifest.version).not.toBe(split.manifest.version);
  });

  it('names each file by its site path under the version', () => {
    const files = Object.keys(searchIndexFiles(split));
    const v = split.manifest.version;
    expect(files).toContain(paths.searchManifest);
    expect(files).toContain(`/search/${v}/t/c_2b_.json`);
    expect(files).toContain(`/search/${v}/d/2.json`);
    expect(files).toHaveLength(1 + split.shards.size + 3);
  });
});

describe('searchSite over the split index', () => {
  const split = splitIndex(docs, 2);
  const v = split.manifest.version;

  it('downloads only the shards of the query, from the manifest the page carries', async () => {
    const { read, requests } = host(searchIndexFiles(split));
    const files = searchFiles(read, split.manifest);
    expect(await searchSite(files, 'cl eng')).toEqual([
      { kind: 'jobs', docs: [{ title: 'Cloud Engineer', url: '/cloud-engineer/', summary: 'Build clusters.' }] },
    ]);
    expect(requests).toEqual([`/search/${v}/t/cl.json`, `/search/${v}/t/en.json`]);

    // Each file once per page view.
    requests.length = 0;
    expect((await searchSite(files, 'cloud')).map((g) => g.kind)).toEqual(['services', 'products', 'jobs']);
    expect(await searchSite(files, 'c')).toHaveLength(3);
    expect(requests).toEqual([`/search/${v}/t/c.json`]);
  });

  it('downloads the chunks of the results no shard shows, for one-character words alone', async () => {
    // Neither "c" nor "m" alone shows Cosy Market among its first 5.
    const many = splitIndex([
      ...Array.from({ length: 6 }, (_, n) => doc('jobs', `Cloud ${n}`)),
      ...Array.from({ length: 6 }, (_, n) => doc('jobs', `Mover ${n}`)),
      doc('jobs', 'Cosy Market'),
    ]);
    const { read, requests } = host(searchIndexFiles(many));
    const files = searchFiles(read, many.manifest);
    expect(await searchSite(files, 'c m')).toEqual([{ kind: 'jobs', docs: [many.chunks[1]![2]] }]);
    const w = many.manifest.version;
    expect(requests).toEqual([`/search/${w}/t/c.json`, `/search/${w}/t/m.json`, `/search/${w}/d/1.json`]);
  });

  it('downloads no shard when a word of the query has none', async () => {
    const { read, requests } = host(searchIndexFiles(split));
    const files = searchFiles(read, split.manifest);
    expect(await searchSite(files, 'cloud zebra')).toEqual([]);
    expect(queryKeys(split.manifest, 'cloud zebra')).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('forgets a failed download, so the next search tries it again', async () => {
    const { read, served } = host({});
    const files = searchFiles(read, split.manifest);
    await expect(searchSite(files, 'cloud')).rejects.toThrow('404');
    served.files = searchIndexFiles(split);
    expect(await searchSite(files, 'cloud')).toHaveLength(3);
  });

  it('after a deployment mid-visit, starts again from the new manifest rather than mix the two', async () => {
    const { read, served, requests } = host(searchIndexFiles(split));
    const files = searchFiles(read, split.manifest);
    expect(await searchSite(files, 'quality')).toHaveLength(1);
    // The new deployment renumbers the documents; the old version's files are gone.
    const next = splitIndex([doc('services', 'Cloud Security'), ...docs], 2);
    served.files = searchIndexFiles(next);
    const fresh = await searchSite(searchFiles(host(served.files).read, next.manifest), 'cloud');
    expect(fresh[0]!.docs.map((d) => d.title)).toEqual(['Cloud Security', 'Cloud Migration']);
    requests.length = 0;
    expect(await searchSite(files, 'cloud')).toEqual(fresh);
    const w = next.manifest.version;
    expect(requests).toEqual([`/search/${v}/t/cl.json`, paths.searchManifest, `/search/${w}/t/cl.json`]);
    // From then on, the new deployment's files.
    requests.length = 0;
    expect(await searchSite(files, 'migration')).toHaveLength(1);
    expect(requests).toEqual([`/search/${w}/t/mi.json`]);
  });

  it('keeps the manifest it had when the host cannot say which is current', async () => {
    const { read, served, requests } = host({});
    const files = searchFiles(read, split.manifest);
    await expect(searchSite(files, 'cloud')).rejects.toThrow('404');
    served.files = searchIndexFiles(split);
    requests.length = 0;
    expect(await searchSite(files, 'cloud')).toHaveLength(3);
    expect(requests).toEqual([`/search/${v}/t/cl.json`]);
  });
});
