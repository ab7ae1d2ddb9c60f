/** @jest-environment node */
import { contactSpec, readForm, textOf, type FormSpec } from './form-spec';
import { LIMITS } from './validation';

const spec = {
  ...contactSpec({ name: 'Name', email: 'Email' }, 'name', 'email'),
  city: { label: 'City', rule: { max: LIMITS.city }, required: false },
} satisfies FormSpec;

const formData = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('contactSpec', () => {
  it('makes the named contact fields required, labelled and in the order given', () => {
    const made = contactSpec({ phone: 'Phone', name: 'Full Name' }, 'phone', 'name');
    expect(Object.keys(made)).toEqual(['phone', 'name']);
    expect(made.phone).toEqual({
      label: 'Phone',
      rule: { max: LIMITS.phone, kind: 'phone' },
      required: true,
      autoComplete: 'tel',
    });
    expect(made.name.label).toBe('Full Name');
  });
});

describe('readForm', () => {
  it('returns cleaned values and problems in the order of the spec', () => {
    const result = readForm(spec, formData({ city: '', email: ' a@ ', name: ' \u200B ' }));
    expect(result.values).toEqual({ name: '', email: 'a@', city: '' });
    expect(result.problems).toEqual([
      ['name', { type: 'missing' }],
      ['email', { type: 'email' }],
    ]);
  });

  it('passes clean input through trimmed, and reads a field the form lacks as empty', () => {
    expect(readForm(spec, formData({ name: ' Asha ', email: 'asha@x.in\u200B' }))).toEqual({
      values: { name: 'Asha', email: 'asha@x.in', city: '' },
      problems: [],
    });
  });

  it('reports a value that is too long instead of cutting it', () => {
    const long = 'N'.repeat(LIMITS.name + 1);
    const result = readForm(spec, formData({ name: long, email: 'a@b.in' }));
    expect(result.values.name).toBe(long);
    expect(result.problems).toEqual([['name', { type: 'tooLong', max: LIMITS.name, length: LIMITS.name + 1 }]]);
  });

  it('reads only the fields of its spec (no honeypot, no attribution, no quantities)', () => {
    const result = readForm(spec, formData({ name: 'Asha', email: 'a@b.in', _gotcha: 'x', 'quantity-a': '2' }));
    expect(Object.keys(result.values)).toEqual(['name', 'email', 'city']);
  });
});

describe('textOf', () => {
  it('reads text, and a file or a missing field as empty', () => {
    const data = formData({ name: 'Asha', resume: new File(['%PDF-'], 'cv.pdf') });
    expect(textOf(data, 'name')).toBe('Asha');
    expect(textOf(data, 'resume')).toBe('');
    expect(textOf(data, 'missing')).toBe('');
  });
});
