/** @jest-environment node */
import { checkField, clean, isEmail, isPhone } from './validation';

describe('clean', () => {
  it('trims and drops zero-width characters anywhere', () => {
    expect(clean('  Meera\u200B Nair \n')).toBe('Meera Nair');
    expect(clean('\uFEFF\u200C\u200D\u2060')).toBe('');
  });
});

describe('isEmail', () => {
  it.each(['a@b.in', 'first.last+tag@sub.example.co.in', 'x_y@domain.io'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['a@', '@b.in', 'a@b', 'a@b.', 'a@.in', 'a b@c.in', 'a@b@c.in', 'plain', '"x"@y.z', 'a,b@x.y', 'a@-b.in'])(
    'rejects %s, as a browser’s email field does',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('isPhone', () => {
  it.each(['+91 98100 12345', '(011) 4567-8900', '9810012345', '+1 (415) 555-0100'])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });
  it.each(['1', '12345', '98100 1234x', 'call me', '+91 98100 12345 12345 1', '++91 9810012345'])(
    'rejects %s',
    (value) => {
      expect(isPhone(value)).toBe(false);
    },
  );
});

describe('checkField', () => {
  it('reports missing, too long, and format problems in that order', () => {
    expect(checkField('', { max: 10 })).toEqual({ type: 'missing' });
    expect(checkField('', { max: 10 }, false)).toBeNull();
    expect(checkField('a'.repeat(11), { max: 10, kind: 'email' })).toEqual({ type: 'tooLong', max: 10, length: 11 });
    expect(checkField('a@', { max: 10, kind: 'email' })).toEqual({ type: 'email' });
    expect(checkField('12', { max: 10, kind: 'phone' })).toEqual({ type: 'phone' });
    expect(checkField('a'.repeat(10), { max: 10 })).toBeNull();
  });
});
