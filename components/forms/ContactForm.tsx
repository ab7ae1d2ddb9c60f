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
  const { values, setField, submitting, invalid } = form;

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-busy={submitting} className="space-y-5">
      <TextField
        label={copy.fields.name}
        name="name"
        autoComplete="name"
        placeholder={copy.placeholders.name}
        value={values.name}
        onChange={(e) => setField('name', e.target.value)}
        disabled={submitting}
        invalid={invalid.has('name')}
        required
      />
      <TextField
        label={copy.fields.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={copy.placeholders.email}
        value={values.email}
        onChange={(e) => setField('email', e.target.value)}
        disabled={submitting}
        invalid={invalid.has('email')}
        required
      />
      <TextAreaField
        label={copy.fields.message}
        name="message"
        placeholder={copy.placeholders.message}
        value={values.message}
        onChange={(e) => setField('message', e.target.value)}
        disabled={submitting}
        invalid={invalid.has('message')}
        required
      />
      <SubmitButton submitting={submitting} label={copy.submit} busyLabel={copy.sending} />
    </form>
  );
}
