/** @jest-environment node */
import { securityTxt } from './security-txt';

const input = {
  contact: 'mailto:security@quantivo.example',
  preferredLanguages: 'en, hi',
  validForDays: 365,
  comment: '# Report privately.',
};

it('security.txt has the RFC 9116 fields, expiring less than a year after the build', () => {
  const text = securityTxt(input, 'https://www.quantivo.example', new Date('2026-11-24T09:30:00Z'));
  expect(text).toBe(
    [
      '# Report privately.',
      'Contact: mailto:security@quantivo.example',
      'Expires: 2027-11-24T00:00:00.000Z',
      'Preferred-Languages: en, hi',
      'Canonical: https://www.quantivo.example/.well-known/security.txt',
      '',
    ].join('\n'),
  );
});
