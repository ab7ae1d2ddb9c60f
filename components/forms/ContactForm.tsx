'use client';

import { TextAreaField, TextField } from './Field';
import { useFormSubmission } from './useFormSubmission';
import { SubmitButton } from './SubmitButton';
import { notify } from '@/components/ui/notify';
import { contactForm as copy } from '@/content/forms';
import { site } from '@/content/site';
import { logger } from '@/lib/logger';

const initial = { name: '', email: '', message: '' };

export default function ContactForm() {
  const form = useFormSubmission({
    form: 'contact',
    initial,
    required: ['name', 'email', 'message'],
    missingNotice: () => copy.missing,
    extra: { recipient: site.email },
    onSuccess: (values) => {
      logger.info('Contact form submitted', { ...values, recipient: site.email });
      notify({ ...copy.success, variant: 'success' });
    },
  });
  const { bind, submitting } = form;

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-busy={submitting} className="space-y-5">
      <TextField {...bind('name', copy.fields.name)} autoComplete="name" placeholder={copy.placeholders.name} required />
      <TextField {...bind('email', copy.fields.email)} type="email" autoComplete="email" placeholder={copy.placeholders.email} required />
      <TextAreaField {...bind('message', copy.fields.message)} placeholder={copy.placeholders.message} required />
      <SubmitButton submitting={submitting} label={copy.submit} busyLabel={copy.sending} />
    </form>
  );
}
