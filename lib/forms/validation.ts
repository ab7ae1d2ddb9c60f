/**
 * What every form accepts, as pure functions: values are cleaned (zero-width characters
 * dropped, ends trimmed) before they are checked and before they are sent, so what passes
 * here is exactly what leaves the browser.
 */

/** The longest value each kind of field takes, in characters. One place for every form. */
export const LIMITS = {
  name: 100,
  company: 120,
  city: 80,
  date: 10,
  email: 254,
  phone: 25,
  message: 5000,
  requirement: 3000,
} as const;

/** What a field holds: it decides the check beyond length and the input a form renders for it. */
export type FieldKind = 'text' | 'email' | 'phone' | 'date' | 'long' | 'choice';

export interface FieldRule {
  max: number;
  kind?: FieldKind;
  /** A choice's options, as sent and as shown: a <select> offers them and the check takes no other. */
  options?: readonly string[];
}

export type Problem =
  { type: 'missing' | 'email' | 'phone' | 'choice' } | { type: 'tooLong'; max: number; length: number };

// Zero-width space, non-joiner, joiner, word joiner and byte-order mark: invisible when pasted.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

export const clean = (value: string): string => value.replace(ZERO_WIDTH, '').trim();

/**
 * An address as a browser's `<input type="email">` accepts it (the HTML standard's rule), so
 * the page with and without its script agree; with a dot in the domain, as a reply needs one.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Digits with the usual separators (spaces, +, -, parentheses); 7 to 15 digits (E.164). */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** The problem with one cleaned value, or null. */
export function checkField(value: string, rule: FieldRule, required = true): Problem | null {
  if (value === '') return required ? { type: 'missing' } : null;
  if (value.length > rule.max) return { type: 'tooLong', max: rule.max, length: value.length };
  if (rule.kind === 'email' && !isEmail(value)) return { type: 'email' };
  if (rule.kind === 'phone' && !isPhone(value)) return { type: 'phone' };
  if (rule.kind === 'choice' && !rule.options?.includes(value)) return { type: 'choice' };
  return null;
}
