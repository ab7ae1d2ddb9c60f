import type { Locator } from '@playwright/test';
import type { FieldSpec, FormSpec } from '../lib/form-spec';
import { startingWith } from './copy';

/** A value a visitor might give a field, valid under its rule: by its kind, else by what it asks for. */
function sample({ rule, autoComplete }: FieldSpec): string {
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

/** A field of the form found as a visitor finds it, by its label (an optional field's says so after it). */
export const fieldOf = (form: Locator, field: FieldSpec) => form.getByLabel(startingWith(field.label));

/**
 * Fills every field of a form from its spec (lib/form-spec.ts), in the form's order: the value
 * given, else a valid sample, so a field added to the spec is filled here and nowhere else.
 * Returns what was filled.
 */
export async function fillForm<K extends string>(
  form: Locator,
  spec: FormSpec<K>,
  values: Partial<Record<K, string>> = {},
): Promise<Record<K, string>> {
  const filled = {} as Record<K, string>;
  for (const name of Object.keys(spec) as K[]) {
    const field = spec[name];
    filled[name] = values[name] ?? sample(field);
    if (field.rule.kind === 'choice') await fieldOf(form, field).selectOption(filled[name]);
    else await fieldOf(form, field).fill(filled[name]);
  }
  return filled;
}
