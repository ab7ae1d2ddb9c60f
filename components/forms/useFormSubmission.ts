'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formsCopy } from '@/lib/copy/forms';
import { fieldMessage, notSentMessage } from '@/lib/form-messages';
import { looksLikeBot, HONEYPOT_FIELD } from '@/lib/spam';
import { submitForm, type FormName } from '@/lib/submit';
import { validateForm, type Rules } from '@/lib/validation';
import { notify, type Notice } from '@/components/ui/notify';
import { track } from '@/components/analytics/track';
import { attributionOf } from './AttributionFields';
import { useHydrated } from './useHydrated';
import { markReady } from '@/components/ui/island-ready';
import { ATTR } from '@/lib/page-start/protocol';

export type FormStatus = 'idle' | 'submitting';

/** What a check beyond the text fields (the resume) found; it marks its own field. */
export type ExtraProblem = { field: string; missing: true } | { field: string; notice: Notice };

interface Options<T extends Record<string, string>> {
  form: FormName;
  initial: T;
  rules: Rules<keyof T & string>;
  /** The notice for missing fields; it receives their names in form order. */
  missingNotice: (missing: string[]) => Notice;
  /** Further checks (e.g. the resume's bytes), run with the field checks on submit. */
  checkExtra?: () => Promise<ExtraProblem | null>;
  /** What is sent besides the cleaned field values (e.g. a job title, a file). */
  extra?: () => Record<string, string | Blob>;
  onSuccess: (values: T) => void;
  /** Called on every edit, e.g. to keep a draft outside the form. */
  onChange?: (values: T) => void;
}

/**
 * The state machine every form shares: idle → submitting → idle. Problems are shown beside
 * their fields and in a notice, and focus moves to the first; a failed send keeps everything
 * typed; a second submit while checking or sending is ignored; bots get a quiet success.
 */
export function useFormSubmission<T extends Record<string, string>>(options: Options<T>) {
  const [values, setValues] = useState<T>(options.initial);
  // Read on submit: a second click can arrive before React re-renders with new values.
  const latest = useRef(values);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const busy = useRef(false);
  const startedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  // The fill-time check counts from when the form was first used: typing that began before the
  // app started counts (the page's loader noted when). The form is now the app's: a submit the
  // loader held (the form carries ISLAND) is made again.
  useEffect(() => {
    startedAt.current = Number(formRef.current?.getAttribute(ATTR.typedAt)) || Date.now();
    markReady(formRef.current);
  }, []);

  // A server-rendered form can be typed into before its script runs (the script starts on the
  // first interaction). Adopt that text before React's first re-render writes the empty state
  // back into the fields.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = { ...latest.current };
    let changed = false;
    for (const name of Object.keys(typed) as (keyof T & string)[]) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== typed[name]) {
        typed[name] = field.value as T[keyof T & string];
        changed = true;
      }
    }
    if (!changed) return;
    latest.current = typed;
    setValues(typed);
  }, []);

  const setField = (name: keyof T & string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    options.onChange?.(next);
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const focusField = (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const check = async (): Promise<T | null> => {
    const { values: cleaned, problems } = validateForm(latest.current, options.rules);
    const extra = (await options.checkExtra?.()) ?? null;
    setErrors(Object.fromEntries(problems.map(([name, problem]) => [name, fieldMessage(problem)])));
    if (problems.length === 0 && !extra) return cleaned as T;
    const missing = problems.filter(([, p]) => p.type === 'missing').map(([name]) => name as string);
    if (extra && 'missing' in extra) missing.push(extra.field);
    let notice: Notice = formsCopy.notices.invalid;
    if (missing.length > 0) notice = options.missingNotice(missing);
    else if (problems.length === 0 && extra && 'notice' in extra) notice = extra.notice;
    notify({ ...notice, variant: 'destructive' });
    focusField(problems[0]?.[0] ?? extra!.field);
    return null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const cleaned = await check();
      if (!cleaned) return;
      const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
      setStatus('submitting');
      const discard = looksLikeBot({ honeypot, startedAt: startedAt.current, now: Date.now() });
      const result = await submitForm(
        options.form,
        { ...cleaned, ...options.extra?.(), ...attributionOf(formRef.current) },
        { discard },
      );
      setStatus('idle');
      if (!result.ok) {
        notify({ title: formsCopy.notices.notSent.title, description: notSentMessage(result), variant: 'destructive' });
        return;
      }
      // The form's name only, never what was typed; a bot's quiet "success" is not a lead.
      if (!discard)
        track(options.form === 'application' ? { type: 'application' } : { type: 'lead', form: options.form });
      latest.current = options.initial;
      setValues(options.initial);
      setErrors({});
      options.onSuccess(cleaned);
    } finally {
      busy.current = false;
    }
  };

  /** Props that wire a TextField or TextAreaField to this form. */
  const bind = (name: keyof T & string, label: string) => ({
    name,
    label,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(name, event.target.value),
    disabled: status === 'submitting',
    error: errors[name],
  });

  return { values, setField, bind, status, submitting: status === 'submitting', hydrated, errors, onSubmit, formRef };
}
