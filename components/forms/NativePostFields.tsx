import { ATTRIBUTION_FIELDS } from '@/lib/analytics/attribution';
import { FORM_NAME_FIELD, type FormName } from '@/lib/forms/submit';

/**
 * For a browser posting the form itself to the endpoint (no script, or not yet): which form it
 * is and the page it was sent from, as the script's send says (lib/forms/submit.ts,
 * lib/analytics/attribution.ts).
 * Rendered only until the app has the form: the app's send never reads them.
 */
export function NativePostFields({ form, page }: { form: FormName; page: string }) {
  return [
    <input key={FORM_NAME_FIELD} type="hidden" name={FORM_NAME_FIELD} value={form} />,
    // The visit's own fields are known to the script only: empty here.
    ...ATTRIBUTION_FIELDS.map((name) => (
      <input key={name} type="hidden" name={name} value={name === 'form_page' ? page : ''} />
    )),
  ];
}
