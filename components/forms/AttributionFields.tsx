'use client';

import { useSyncExternalStore } from 'react';
import { currentVisit } from '@/components/analytics/visit';
import { ATTRIBUTION_FIELDS, attributionFields, type Attribution, type Visit } from '@/lib/attribution';
import { stripBasePath } from '@/lib/paths';

// A page load is one moment of one visit: read it once, for every form on the page.
let visitOfThisPage: Visit | null = null;
const noSubscription = () => () => {};
const browserVisit = () => (visitOfThisPage ??= currentVisit());
const serverVisit = () => null;

const NO_VISIT = {
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  landing_page: '',
  referrer_origin: '',
};

/**
 * Where the visit came from, as hidden fields of the form around it (lib/attribution.ts). The
 * server HTML carries the form's page, so a native post before the script runs still says where
 * it was sent from; the script adds the campaign tags, landing page and referring origin.
 */
export function AttributionFields({ page }: { page: string }) {
  const visit = useSyncExternalStore(noSubscription, browserVisit, serverVisit);
  const values = visit
    ? attributionFields(visit, stripBasePath(window.location.pathname))
    : attributionFields(NO_VISIT, page);
  return ATTRIBUTION_FIELDS.map((name) => <input key={name} type="hidden" name={name} value={values[name]} />);
}

/** The attribution fields of a form, for a send by script (which does not read the form). */
export function attributionOf(form: HTMLFormElement | null): Partial<Attribution> {
  const found: Partial<Attribution> = {};
  for (const name of ATTRIBUTION_FIELDS) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) found[name] = field.value;
  }
  return found;
}
