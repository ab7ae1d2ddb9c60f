import { ATTRIBUTION_FIELDS, attributionFields } from '@/lib/attribution';
import { FORM_NAME_FIELD, type FormName } from '@/lib/submit';

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
 * For a browser posting the form itself to the endpoint (no script, or not yet): which form it
 * is and the page it was sent from, as the script's send says (lib/submit.ts, ./attribution.ts).
 * Rendered only until the app has the form: the app's send never reads them.
 */
export function NativePostFields({ form, page }: { form: FormName; page: string }) {
  const attribution = attributionFields(NO_VISIT, page);
  return [
    <input key={FORM_NAME_FIELD} type="hidden" name={FORM_NAME_FIELD} value={form} />,
    ...ATTRIBUTION_FIELDS.map((name) => <input key={name} type="hidden" name={name} value={attribution[name]} />),
  ];
}
