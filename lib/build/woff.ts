/**
 * WOFF 1.0 to the plain TrueType/OpenType file it wraps (https://www.w3.org/TR/WOFF/): the same
 * tables, each inflated with Node's zlib. fontkit reads WOFF itself, but with a pure-JavaScript
 * inflate that took a third of each datasheet's build time; the site's font ships as WOFF only.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** The site font's WOFF of `subset` at `weight`, as the build draws with it (cards: Latin and its extension; datasheets: Latin). */
export const interWoff = (weight: 400 | 700, subset: 'latin' | 'latin-ext' = 'latin') =>
  readFile(join(process.cwd(), `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const sfnt = new Uint8Array(headerSize + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const out = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.setUint32(0, view.getUint32(4));
  out.setUint16(4, numTables);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, numTables * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
