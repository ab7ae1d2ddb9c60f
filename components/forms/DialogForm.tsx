import type { ReactNode } from 'react';
import { Honeypot } from './Honeypot';
import type { useFormSubmission } from './useFormSubmission';
import { ISLAND } from '@/components/ui/island-ready';

type Submission = Pick<ReturnType<typeof useFormSubmission>, 'formRef' | 'onSubmit' | 'submitting'>;

/**
 * The form inside a dialog: the site's script checks it (noValidate), it is busy while sending,
 * and the honeypot comes first. Only the app sends it: a submit before the app is live is held
 * by the page's loader (ISLAND), and its method is POST so that not even a browser acting
 * without either would put what was typed into a URL.
 */
export function DialogForm({ form, layout, children }: { form: Submission; layout: string; children: ReactNode }) {
  return (
    <form
      ref={form.formRef}
      {...ISLAND}
      method="post"
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
