import { comparisonRows, specSections, specValue } from './specs';

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

  it('lines up the products of a group by specification name, leaving gaps where one has none', () => {
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
    ]);
    expect(rows).toEqual([
      { group: 'Radio', name: 'Band', values: ['n78', 'n77'] },
      { group: 'Radio', name: 'Beamforming', values: [null, '64T64R'] },
      { group: 'Physical', name: 'Weight', values: ['2.5 kg', '28 kg'] },
    ]);
  });
});
