import type { ReactNode } from 'react';
import { Honeypot } from './Honeypot';
import type { useFormSubmission } from './useFormSubmission';

type Submission = Pick<ReturnType<typeof useFormSubmission>, 'formRef' | 'onSubmit' | 'submitting'>;

/**
 * The form inside a dialog: the site's script checks it (noValidate), it is busy while sending,
 * and the honeypot comes first.
 */
export function DialogForm({ form, layout, children }: { form: Submission; layout: string; children: ReactNode }) {
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.submitting}
      className={`relative mt-6 ${layout}`}
    >
      <Honeypot />
      {children}
    </form>
  );
}
