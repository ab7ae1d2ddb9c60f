import type { ComponentProps } from 'react';
import { LIMITS } from '@/lib/validation';
import { TextField } from './Field';

/** How each who-is-writing field is checked: alike on every form, so one enquiry reads like another. */
const RULES = {
  name: { max: LIMITS.name },
  company: { max: LIMITS.company },
  email: { max: LIMITS.email, kind: 'email' },
  phone: { max: LIMITS.phone, kind: 'phone' },
} as const;

// What the browser needs to autofill each one and to offer the right keyboard.
const INPUTS = {
  name: { autoComplete: 'name' },
  company: { autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
} as const;

export type ContactField = keyof typeof RULES;

/** The rules of the given contact fields, in that order (the order problems are reported in). */
export function contactRules<K extends ContactField>(...fields: K[]): Pick<typeof RULES, K> {
  return Object.fromEntries(fields.map((field) => [field, RULES[field]])) as Pick<typeof RULES, K>;
}

/**
 * The given contact fields, required, bound to the form's state through its `bind`; with
 * `idPrefix`, their ids start with it (for a page with several copies of one form).
 */
export function ContactFields<K extends ContactField>({
  fields,
  bind,
  labels,
  idPrefix,
}: {
  fields: readonly K[];
  bind: (name: K, label: string) => ComponentProps<typeof TextField>;
  labels: Record<K, string>;
  idPrefix?: string;
}) {
  return fields.map((field) => (
    <TextField
      key={field}
      {...bind(field, labels[field])}
      {...(idPrefix ? { id: `${idPrefix}-${field}` } : {})}
      {...INPUTS[field]}
      required
    />
  ));
}
