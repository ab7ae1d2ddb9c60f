/** @jest-environment node */
import { durations, estimateMonthlyCost, experienceLevels, formatRupees, technologies, workModes } from './pricing';

describe('pricing tables', () => {
  // The spec's base costs, one row each, read through the formula at the neutral multipliers
  // (2-5 years, 12+ months, remote are 1), so each technology and its order are checked once.
  it.each([
    ['Oracle', 100000],
    ['SAP', 120000],
    ['Salesforce', 95000],
    ['DevOps', 110000],
    ['AWS', 105000],
    ['Azure', 105000],
    ['Python', 90000],
    ['React', 95000],
    ['Java', 90000],
  ])('%s costs ₹%i a month at base', (technology, base) => {
    expect(estimateMonthlyCost({ technology, experience: '2-5 years', duration: '12+ months', mode: 'remote' })).toBe(
      base,
    );
  });

  it('offers the spec’s choices in its order', () => {
    expect(Object.keys(technologies)).toEqual([
      'Oracle',
      'SAP',
      'Salesforce',
      'DevOps',
      'AWS',
      'Azure',
      'Python',
      'React',
      'Java',
    ]);
    expect(Object.keys(experienceLevels)).toEqual(['2-5 years', '5-8 years', '8+ years']);
    expect(Object.keys(durations)).toEqual(['3 months', '6 months', '12+ months']);
    expect(Object.keys(workModes)).toEqual(['remote', 'onsite', 'hybrid']);
  });
});

describe('estimateMonthlyCost', () => {
  // Worked out by hand from the spec's tables (base × experience × duration × mode), so that every
  // technology, experience level, duration and work mode is in at least one row.
  it.each([
    ['Oracle', '2-5 years', '12+ months', 'remote', 100000],
    ['Salesforce', '5-8 years', '6 months', 'hybrid', 172425],
    ['DevOps', '2-5 years', '3 months', 'hybrid', 145200],
    ['AWS', '8+ years', '6 months', 'remote', 254100],
    ['Azure', '5-8 years', '12+ months', 'onsite', 196875],
    ['Python', '8+ years', '12+ months', 'hybrid', 217800],
    ['React', '2-5 years', '6 months', 'onsite', 130625],
    ['Java', '5-8 years', '3 months', 'remote', 162000],
    ['React', '8+ years', '6 months', 'hybrid', 252890],
  ])('%s, %s, %s, %s = ₹%i a month', (technology, experience, duration, mode, expected) => {
    expect(estimateMonthlyCost({ technology, experience, duration, mode })).toBe(expected);
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
