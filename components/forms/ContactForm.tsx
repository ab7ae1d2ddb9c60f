'use client';

import { AttributionFields } from './AttributionFields';
import { TextAreaField, TextField } from './Field';
import { Honeypot } from './Honeypot';
import { PrivacyNote } from './PrivacyNote';
import { useFormSubmission } from './useFormSubmission';
import { SubmitButton } from './SubmitButton';
import { notify } from '@/components/ui/notify';
import { formsCopy } from '@/lib/copy/forms';
import { paths } from '@/lib/paths';
import { FORM_NAME_FIELD, formEndpoint } from '@/lib/submit';
import { LIMITS } from '@/lib/validation';
import { ISLAND } from '@/components/ui/island-ready';

const copy = formsCopy.contactForm;
const initial = { name: '', email: '', message: '' };
const rules = {
  name: { max: LIMITS.name },
  email: { max: LIMITS.email, kind: 'email' },
  message: { max: LIMITS.message },
} as const;

/**
 * The home page's contact form. Its server HTML never sends by GET: with an endpoint and no
 * script it posts natively (multipart, the browser's own checks); without an endpoint its button
 * is enabled by the page's loader, and with no script at all the page's no-script notice offers
 * e-mail and phone instead. A submit before the app is live is held and made by the app.
 */
export default function ContactForm() {
  const endpoint = formEndpoint();
  const form = useFormSubmission({
    form: 'contact',
    initial,
    rules,
    missingNotice: () => copy.missing,
    onSuccess: () => notify({ ...copy.success, variant: 'success' }),
  });
  const { bind, submitting, hydrated } = form;

  return (
    <form
      ref={form.formRef}
      {...ISLAND}
      method="post"
      encType="multipart/form-data"
      action={endpoint || undefined}
      onSubmit={form.onSubmit}
      noValidate={hydrated}
      aria-busy={submitting}
      className="relative space-y-5"
    >
      <input type="hidden" name={FORM_NAME_FIELD} value="contact" />
      <Honeypot />
      <AttributionFields page={paths.home} />
      <TextField
        {...bind('name', copy.fields.name)}
        autoComplete="name"
        placeholder={copy.placeholders.name}
        required
      />
      <TextField
        {...bind('email', copy.fields.email)}
        type="email"
        autoComplete="email"
        placeholder={copy.placeholders.email}
        required
      />
      <TextAreaField {...bind('message', copy.fields.message)} placeholder={copy.placeholders.message} required />
      <SubmitButton
        submitting={submitting}
        locked={!hydrated && !endpoint}
        label={copy.submit}
        busyLabel={copy.sending}
      />
      <PrivacyNote />
    </form>
  );
}
