/** @jest-environment node */
import { gradientNames } from '@/lib/content/vocabulary';
import { initials, personGradient } from './monogram';

describe('a portrait without a photo', () => {
  it('shows the first and last names’ initials, leaving titles out', () => {
    expect(initials('Arjun Malhotra')).toBe('AM');
    expect(initials('Dr. Kavya Iyer')).toBe('KI');
    expect(initials('Suresh Kumar Venkataraman')).toBe('SV');
    expect(initials('Priya')).toBe('P');
  });

  it('gives each person one gradient of the palette, the same every time', () => {
    expect(gradientNames).toContain(personGradient('Rohit Bansal'));
    expect(personGradient('Rohit Bansal')).toBe(personGradient('Rohit Bansal'));
    const names = ['Rohit Bansal', 'Suresh Venkataraman', 'Arjun Malhotra', 'Kavya Iyer', 'Meera Nair'];
    expect(new Set(names.map(personGradient)).size).toBeGreaterThan(1);
  });
});
