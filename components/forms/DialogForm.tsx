import type { ReactNode } from 'react';
import { Honeypot } from './Honeypot';
import type { useForm } from './useForm';

/** The form inside a dialog: the site's script checks it (noValidate), and the honeypot comes first. */
export function DialogForm({
  form,
  layout,
  children,
}: {
  form: ReturnType<typeof useForm>['formProps'];
  layout: string;
  children: ReactNode;
}) {
  return (
    <form {...form} noValidate className={`relative mt-6 ${layout}`}>
      <Honeypot />
      {children}
    </form>
  );
}
