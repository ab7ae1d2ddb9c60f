/** @jest-environment node */
import { createTypeahead, TYPEAHEAD_RESET_MS } from './typeahead';

const labels = ['IT Talent Acquisition', 'Quantum Computing', 'Quantum Security', 'SAP ERP', 'Software Development'];

describe('menu typeahead', () => {
  it('builds a search from quick keystrokes and resets after 1 s', () => {
    let now = 0;
    const t = createTypeahead(() => now);
    expect(t.match('s', labels, 0)).toBe(3);
    now += 200;
    expect(t.match('o', labels, 3)).toBe(4);
    now += TYPEAHEAD_RESET_MS + 1;
    expect(t.match('q', labels, 4)).toBe(1);
    expect(t.buffer).toBe('q');
  });

  it('cycles through items with the same initial when a letter repeats', () => {
    let now = 0;
    const t = createTypeahead(() => now);
    expect(t.match('q', labels, -1)).toBe(1);
    now += 100;
    expect(t.match('q', labels, 1)).toBe(2);
    now += 100;
    expect(t.match('q', labels, 2)).toBe(1);
  });

  it('returns -1 when nothing matches', () => {
    expect(createTypeahead(() => 0).match('z', labels, 0)).toBe(-1);
  });
});
