/**
 * One spec per form (each field's label, rule and whether it is required, in order), from which
 * the form draws its fields, checks what it sends and the end-to-end tests fill it. Built from the
 * form's copy, so an island carries only the copy it shows.
 */
import type careersCopy from '@/content/copy/careers.yaml';
import type formsCopy from '@/content/copy/forms.yaml';
import type pricingCopy from '@/content/copy/pricing.yaml';
import type quoteCopy from '@/content/copy/quote.yaml';
import { checkField, clean, LIMITS, type FieldRule, type Problem } from './validation';

export interface FieldSpec {
  label: string;
  rule: FieldRule;
  required: boolean;
  autoComplete?: string;
  placeholder?: string;
}

/** A form's fields by name; the order of its keys is the form's order. */
export type FormSpec<K extends string = string> = Readonly<Record<K, FieldSpec>>;

/** The who-is-writing fields: alike on every form, so one enquiry reads like another. */
const CONTACT = {
  name: { rule: { max: LIMITS.name }, autoComplete: 'name' },
  company: { rule: { max: LIMITS.company }, autoComplete: 'organization' },
  email: { rule: { max: LIMITS.email, kind: 'email' }, autoComplete: 'email' },
  phone: { rule: { max: LIMITS.phone, kind: 'phone' }, autoComplete: 'tel' },
} as const satisfies Record<string, Omit<FieldSpec, 'label' | 'required'>>;

export type ContactField = keyof typeof CONTACT;

/** The given contact fields, required, in that order, labelled from the form's copy. */
export function contactSpec<K extends ContactField>(labels: Record<K, string>, ...names: K[]): FormSpec<K> {
  return Object.fromEntries(
    names.map((name) => [name, { ...CONTACT[name], label: labels[name], required: true }]),
  ) as unknown as FormSpec<K>;
}

/** The home page's contact form (components/forms/ContactForm.tsx). */
export function contactFormSpec(copy: (typeof formsCopy)['contactForm']) {
  const contact = contactSpec(copy.fields, 'name', 'email');
  return {
    name: { ...contact.name, placeholder: copy.placeholders.name },
    email: { ...contact.email, placeholder: copy.placeholders.email },
    message: {
      label: copy.fields.message,
      rule: { max: LIMITS.message, kind: 'long' },
      required: true,
      placeholder: copy.placeholders.message,
    },
  } satisfies FormSpec;
}

/** A job application's text fields (components/careers/ApplyDialog.tsx; the resume is a file). */
export const applicationSpec = (copy: (typeof careersCopy)['dialog']) =>
  contactSpec(copy.fields, 'name', 'email', 'phone');

/** The pricing calculator's lead form (components/pricing/LeadDialog.tsx). */
export function leadSpec(copy: (typeof pricingCopy)['lead']) {
  return {
    ...contactSpec(copy.fields, 'name', 'company', 'email', 'phone'),
    city: { label: copy.fields.city, rule: { max: LIMITS.city }, required: false, autoComplete: 'address-level2' },
    requirement: {
      label: copy.fields.requirement,
      rule: { max: LIMITS.requirement, kind: 'long' },
      required: true,
      placeholder: copy.placeholders.requirement,
    },
  } satisfies FormSpec;
}

/** The quote request (components/quote/QuoteRequest.tsx); its items are a list of their own. */
export function quoteSpec(copy: typeof quoteCopy) {
  return {
    ...contactSpec(copy.fields, 'name', 'company', 'email', 'phone'),
    city: { label: copy.fields.city, rule: { max: LIMITS.city }, required: true, autoComplete: 'address-level2' },
    neededBy: { label: copy.fields.neededBy, rule: { max: LIMITS.date, kind: 'date' }, required: false },
  } satisfies FormSpec;
}

/** Where a form's values come from: a FormData, or anything that answers `get` like one. */
export interface FormReader {
  get(name: string): FormDataEntryValue | null;
}

/** A text field's value as sent ('' for none, and for a file where text was expected). */
export function textOf(data: FormReader, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Reads the spec's fields from the form: cleaned values, and the problems in form order. */
export function readForm<K extends string>(spec: FormSpec<K>, data: FormReader) {
  const values = {} as Record<K, string>;
  const problems: [K, Problem][] = [];
  for (const name of Object.keys(spec) as K[]) {
    const { rule, required } = spec[name];
    values[name] = clean(textOf(data, name));
    const problem = checkField(values[name], rule, required);
    if (problem) problems.push([name, problem]);
  }
  return { values, problems };
}
