'use client';

import { SpecField } from './Field';
import { Honeypot } from './Honeypot';
import { NativePostFields } from './NativePostFields';
import { PrivacyNote } from './PrivacyNote';
import { useForm } from './useForm';
import { SubmitButton } from './SubmitButton';
import { notify } from '@/components/ui/notify';
import formsCopy from '@/content/copy/forms.yaml';
import { paths } from '@/lib/paths';
import { formEndpoint } from '@/lib/forms/submit';
import { contactFormSpec } from '@/lib/forms/form-spec';

const copy = formsCopy.contactForm;
const spec = contactFormSpec(copy);

/**
 * The home page's contact form. Its server HTML never sends by GET: with an endpoint and no
 * script it posts natively (multipart, the browser's own checks); without an endpoint its button
 * is enabled by page-start, and with no script at all the page's no-script notice offers
 * e-mail and phone instead. A submit before the app is live is held and made by the app.
 */
export default function ContactForm() {
  const endpoint = formEndpoint();
  const form = useForm({
    form: 'contact',
    spec,
    missingNotice: () => copy.missing,
    onSuccess: () => notify({ ...copy.success, variant: 'success' }),
  });
  const { field, submitting, hydrated } = form;

  return (
    <form
      {...form.formProps}
      encType="multipart/form-data"
      action={endpoint || undefined}
      noValidate={hydrated}
      className="relative space-y-5"
    >
      {hydrated ? null : <NativePostFields form="contact" page={paths.home} />}
      <Honeypot />
      {/* Every field of the spec, in its order: a field added there shows here. */}
      {(Object.keys(spec) as (keyof typeof spec)[]).map((name) => (
        <SpecField key={name} {...field(name)} />
      ))}
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
