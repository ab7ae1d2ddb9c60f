/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  it('gives the font the WOFF wraps, glyph for glyph', () => {
    const woff = new Uint8Array(
      readFileSync(join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff')),
    );
    const wrapped = fontkit.create(woff);
    const plain = fontkit.create(woffToSfnt(woff));
    expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
    expect(plain.characterSet).toEqual(wrapped.characterSet);
    expect(plain.layout('Quantivo 10–35 °C').advanceWidth).toBe(wrapped.layout('Quantivo 10–35 °C').advanceWidth);
  });

  it('refuses what is not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow('not a WOFF 1.0 file');
  });
});
