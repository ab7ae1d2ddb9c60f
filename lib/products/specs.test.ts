/** @jest-environment node */
import { cellHeaders, comparisonRows, specSections, specValue } from './specs';

/** A product with ungrouped specifications, each a name and a value. */
const product = (...specs: [string, string][]) => ({ specs: specs.map(([name, value]) => ({ name, value })) });

describe('specifications', () => {
  it('writes a bare number with its unit', () => {
    expect(specValue({ value: '100', unit: 'MHz' })).toBe('100 MHz');
    expect(specValue({ value: 'IP67' })).toBe('IP67');
  });

  it('keeps consecutive rows of a group together, in order', () => {
    const rows = [
      { group: 'Radio', name: 'Band', value: 'n78' },
      { group: 'Radio', name: 'Power', value: '1 W' },
      { name: 'Weight', value: '2 kg' },
      { group: 'Radio', name: 'MIMO', value: '4T4R' },
    ];
    expect(specSections(rows).map((s) => [s.group, s.rows.map((r) => r.name)])).toEqual([
      ['Radio', ['Band', 'Power']],
      ['', ['Weight']],
      ['Radio', ['MIMO']],
    ]);
  });

  it('lines up the products by specification name, leaving gaps where one has none', () => {
    const rows = comparisonRows([
      {
        specs: [
          { group: 'Radio', name: 'Band', value: 'n78' },
          { group: 'Physical', name: 'Weight', value: '2.5', unit: 'kg' },
        ],
      },
      {
        specs: [
          { group: 'Radio', name: 'Band', value: 'n77' },
          { group: 'Physical', name: 'Weight', value: '28 kg' },
          { group: 'Radio', name: 'Beamforming', value: '64T64R' },
        ],
      },
      {
        specs: [
          { group: 'Radio', name: 'Beamforming', value: '8T8R' },
          { group: 'Physical', name: 'Weight', value: '28', unit: 'kg' },
        ],
      },
    ]);
    expect(rows).toEqual([
      { group: 'Radio', name: 'Band', values: ['n78', 'n77', null], same: false },
      { group: 'Radio', name: 'Beamforming', values: [null, '64T64R', '8T8R'], same: false },
      { group: 'Physical', name: 'Weight', values: ['2.5 kg', '28 kg', '28 kg'], same: false },
    ]);
  });

  it('shows only the rows at least two products fill', () => {
    const rows = comparisonRows([
      product(['Lens', 'Varifocal'], ['Storage', 'microSD']),
      product(['Lens', 'Fixed'], ['Min. illumination', '0.005 lux']),
      product(['Frame rate', '30 fps']),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Lens']);
    for (const row of rows) expect(row.values.filter((value) => value !== null).length).toBeGreaterThanOrEqual(2);
    expect(comparisonRows([product(['Lens', 'Fixed'])])).toEqual([]);
  });

  it('marks a row the same only when every product has it with one value', () => {
    const armoured = product(['Standard', 'IS 1554'], ['Armour', 'Steel wire']);
    const rows = comparisonRows([armoured, armoured, product(['Standard', 'IS 1554'])]);
    expect(rows.map((row) => [row.name, row.same])).toEqual([
      ['Standard', true],
      ['Armour', false],
    ]);
  });
});

describe('a value cell’s headers', () => {
  it('lists its column, group and row header ids, in that order', () => {
    expect(cellHeaders('t-value', 't-g1', 't-g1-r0')).toBe('t-value t-g1 t-g1-r0');
  });

  it('leaves out the group of a row that has none', () => {
    const group: string = '';
    expect(cellHeaders('t-value', group && 't-g0', 't-g0-r2')).toBe('t-value t-g0-r2');
    expect(cellHeaders('t-value', undefined, 't-g0-r2')).toBe('t-value t-g0-r2');
  });
});
