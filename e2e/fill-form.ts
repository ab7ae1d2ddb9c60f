/**
 * One way to fill a form in the tests, read from its spec (lib/forms/form-spec.ts): the end-to-end specs
 * fill and send each form with fillForm, the island's unit test types the same values; a field
 * added to a spec is filled by both with no change here.
 */
import type { Locator } from '@playwright/test';
import type { FieldSpec, FormSpec } from '../lib/forms/form-spec';

/** A value a visitor might give a field, valid under its rule: by its kind, else by what it asks for. */
export function sampleValue({ rule, autoComplete }: FieldSpec): string {
  if (rule.options?.length) return rule.options[0]!;
  const byKind: Partial<Record<NonNullable<FieldSpec['rule']['kind']>, string>> = {
    email: 'priya@example.in',
    phone: '+91 98100 12345',
    date: '2027-01-15',
    long: 'We need two SAP FICO consultants in Pune.',
  };
  const byPurpose: Record<string, string> = {
    name: 'Priya Sharma',
    organization: 'Sharma Textiles',
    'address-level2': 'Pune',
  };
  return byKind[rule.kind ?? 'text'] ?? byPurpose[autoComplete ?? ''] ?? 'Sample answer';
}

/** A field's accessible name as a visitor reads it: its label, then "(optional)" after an optional one. */
export const labelOf = (field: FieldSpec) => new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Fills every field of a form from its spec, in the form's order: the value given, else a valid
 * sample (sampleValue). Returns what was filled.
 */
export async function fillForm<K extends string>(
  form: Locator,
  spec: FormSpec<K>,
  values: Partial<Record<K, string>> = {},
): Promise<Record<K, string>> {
  const filled = {} as Record<K, string>;
  for (const name of Object.keys(spec) as K[]) {
    const field = spec[name];
    filled[name] = values[name] ?? sampleValue(field);
    const control = form.getByLabel(labelOf(field));
    if (field.rule.kind === 'choice') await control.selectOption(filled[name]);
    else await control.fill(filled[name]);
  }
  return filled;
}
