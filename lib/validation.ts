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

export type FieldKind = 'text' | 'email' | 'phone';

export interface FieldRule {
  max: number;
  kind?: FieldKind;
  optional?: boolean;
}

export type Problem =
  { type: 'missing' } | { type: 'email' } | { type: 'phone' } | { type: 'tooLong'; max: number; length: number };

// Zero-width space, non-joiner, joiner, word joiner and byte-order mark: invisible when pasted.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

export function clean(value: string): string {
  return value.replace(ZERO_WIDTH, '').trim();
}

/** One @, a non-empty local part, and a domain of dot-separated non-empty labels. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Digits with the usual separators (spaces, +, -, parentheses); 7 to 15 digits (E.164). */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** The problem with one cleaned value, or null. */
export function checkField(value: string, rule: FieldRule): Problem | null {
  if (value === '') return rule.optional ? null : { type: 'missing' };
  if (value.length > rule.max) return { type: 'tooLong', max: rule.max, length: value.length };
  if (rule.kind === 'email' && !isEmail(value)) return { type: 'email' };
  if (rule.kind === 'phone' && !isPhone(value)) return { type: 'phone' };
  return null;
}

export type Rules<K extends string> = Record<K, FieldRule>;

/** Cleans every value and lists the problems in the order of the rules (the form's order). */
export function validateForm<K extends string>(values: Record<K, string>, rules: Rules<K>) {
  const cleaned = {} as Record<K, string>;
  const problems: [K, Problem][] = [];
  for (const key of Object.keys(rules) as K[]) {
    cleaned[key] = clean(values[key]);
    const problem = checkField(cleaned[key], rules[key]);
    if (problem) problems.push([key, problem]);
  }
  return { values: cleaned, problems };
}
