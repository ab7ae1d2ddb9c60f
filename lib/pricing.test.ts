import { durations, estimateMonthlyCost, experienceLevels, formatRupees, technologies, workModes } from './pricing';

// The spec's tables, written out again so the test checks the code rather than itself.
const SPEC = {
  base: {
    Oracle: 100000,
    SAP: 120000,
    Salesforce: 95000,
    DevOps: 110000,
    AWS: 105000,
    Azure: 105000,
    Python: 90000,
    React: 95000,
    Java: 90000,
  },
  experience: { '2-5 years': 1, '5-8 years': 1.5, '8+ years': 2.2 },
  duration: { '3 months': 1.2, '6 months': 1.1, '12+ months': 1 },
  mode: { remote: 1, onsite: 1.25, hybrid: 1.1 },
};

describe('pricing tables', () => {
  it('match the spec exactly', () => {
    expect(technologies).toEqual(SPEC.base);
    expect(experienceLevels).toEqual(SPEC.experience);
    expect(durations).toEqual(SPEC.duration);
    expect(workModes).toEqual(SPEC.mode);
  });
});

describe('estimateMonthlyCost', () => {
  const combos = Object.entries(SPEC.base).flatMap(([technology, base]) =>
    Object.entries(SPEC.experience).flatMap(([experience, e]) =>
      Object.entries(SPEC.duration).flatMap(([duration, d]) =>
        Object.entries(SPEC.mode).map(([mode, m]) => ({
          technology,
          experience,
          duration,
          mode,
          expected: Math.round(base * e * d * m),
        })),
      ),
    ),
  );

  it('covers all 243 combinations', () => {
    expect(combos).toHaveLength(243);
  });

  it.each(combos)('$technology, $experience, $duration, $mode = $expected', ({ expected, ...selection }) => {
    expect(estimateMonthlyCost(selection)).toBe(expected);
  });

  it('knows the worked example: SAP, 8+ years, 3 months, onsite = ₹3,96,000', () => {
    const value = estimateMonthlyCost({
      technology: 'SAP',
      experience: '8+ years',
      duration: '3 months',
      mode: 'onsite',
    });
    expect(value).toBe(396000);
    expect(formatRupees(value)).toBe('₹3,96,000');
  });

  it('is 0 until all four are chosen, and for unknown values', () => {
    expect(estimateMonthlyCost({})).toBe(0);
    expect(estimateMonthlyCost({ technology: 'SAP', experience: '8+ years', duration: '3 months' })).toBe(0);
    expect(
      estimateMonthlyCost({ technology: 'COBOL', experience: '8+ years', duration: '3 months', mode: 'onsite' }),
    ).toBe(0);
    expect(
      estimateMonthlyCost({ technology: 'toString', experience: '8+ years', duration: '3 months', mode: 'onsite' }),
    ).toBe(0);
    expect(formatRupees(0)).toBe('₹0');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(90000)).toBe('₹90,000');
  });
});
