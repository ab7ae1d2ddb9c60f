'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { missingFields, submitForm, type FormName, type Payload } from '@/lib/submit';
import { notify, type Notice } from '@/components/ui/notify';

export type FormStatus = 'idle' | 'submitting';

interface Options<T extends Record<string, string>> {
  form: FormName;
  initial: T;
  required: readonly (keyof T & string)[];
  /** The notice for missing fields; it receives their names in form order. */
  missingNotice: (missing: (keyof T & string)[]) => Notice;
  /** Extra payload beyond the field values (e.g. a recipient or a job title). */
  extra?: Payload;
  /** Further required checks (e.g. a file), returning a notice to block the submit. */
  validate?: (values: T) => Notice | null;
  onSuccess: (values: T) => void;
  /** Called on every edit, e.g. to keep a draft outside the form. */
  onChange?: (values: T) => void;
}

/**
 * The state machine every form shares: idle → submitting → idle. A missing field or a
 * failed send keeps everything typed; a second submit while sending is ignored.
 */
export function useFormSubmission<T extends Record<string, string>>(options: Options<T>) {
  const [values, setValues] = useState<T>(options.initial);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField = (name: keyof T & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    options.onChange?.(next);
    if (invalid.has(name)) setInvalid((prev) => new Set([...prev].filter((n) => n !== name)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const missing = missingFields(values, options.required);
    if (missing.length > 0) {
      setInvalid(new Set(missing));
      notify({ ...options.missingNotice(missing), variant: 'destructive' });
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    const problem = options.validate?.(values);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    sending.current = true;
    setStatus('submitting');
    const result = await submitForm(options.form, { ...values, ...options.extra });
    sending.current = false;
    setStatus('idle');
    if (!result.ok) {
      notify({ title: 'Your message was not sent', description: result.error, variant: 'destructive' });
      return;
    }
    setValues(options.initial);
    setInvalid(new Set());
    options.onSuccess(values);
  };

  /** Props that wire a TextField or TextAreaField to this form. */
  const bind = (name: keyof T & string, label: string) => ({
    name,
    label,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(name, event.target.value),
    disabled: status === 'submitting',
    invalid: invalid.has(name),
  });

  return { values, setField, bind, status, submitting: status === 'submitting', invalid, onSubmit, formRef };
}
