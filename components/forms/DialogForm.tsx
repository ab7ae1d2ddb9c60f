import type { ReactNode } from 'react';
import { Honeypot } from './Honeypot';
import type { useForm } from './useForm';
import { ISLAND } from '@/components/ui/island-ready';

/**
 * The form inside a dialog: the site's script checks it (noValidate), it is busy while sending,
 * and the honeypot comes first. Only the app sends it: a submit before the app is live is held
 * by page-start (ISLAND), and its method is POST so that not even a browser acting
 * without either would put what was typed into a URL.
 */
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
    <form {...form} {...ISLAND} method="post" noValidate className={`relative mt-6 ${layout}`}>
      <Honeypot />
      {children}
    </form>
  );
}
