'use client';

import { useCallback, useEffect, useRef, useState, useTransition, type ChangeEvent, type FormEvent } from 'react';
import formsCopy from '@/content/copy/forms.yaml';
import { fieldMessage, notSentMessage } from '@/lib/forms/form-messages';
import { readForm, textOf, type FormReader, type FormSpec } from '@/lib/forms/form-spec';
import { looksLikeBot, HONEYPOT_FIELD } from '@/lib/forms/spam';
import { submitForm, type Fields, type FormName } from '@/lib/forms/submit';
import { notify, type Notice } from '@/components/ui/notify';
import { track } from '@/components/analytics/track';
import { currentVisit } from '@/components/analytics/visit';
import { attributionFields, type Visit } from '@/lib/analytics/attribution';
import { stripBasePath } from '@/lib/paths';
import { useHydrated } from './useHydrated';
import { ISLAND, markReady } from '@/components/ui/island-ready';
import { ATTR } from '@/lib/page-start/protocol';

// A page load is one moment of one visit: read it once, for every form on the page.
let visitOfThisPage: Visit | null = null;

/**
 * What a check beyond the spec's fields found (a résumé, the consent, the quote list): its
 * message beside the field, and whether it counts as missing or has a notice of its own. One
 * with neither only marks its field.
 */
export interface ExtraProblem {
  field: string;
  message?: string;
  missing?: true;
  notice?: Notice;
}

interface Options<K extends string> {
  form: FormName;
  spec: FormSpec<K>;
  /** The notice for missing fields; it receives their names in form order. */
  missingNotice: (missing: string[]) => Notice;
  /** Checks beyond the spec's fields, on what was submitted (e.g. the résumé's bytes). */
  checkExtra?: (data: FormData) => Promise<ExtraProblem[]> | ExtraProblem[];
  /** What is sent besides the spec's cleaned values (e.g. a job title, a file). */
  extra?: (data: FormReader) => Fields;
  /** After a send (or a bot's quiet one); the form has been emptied. */
  onSuccess: () => void;
  /** Prefix of the fields' ids, for a page with several forms that share field names. */
  idPrefix?: string;
}

/**
 * Every form's submission, read from the form itself so text typed before the app started is
 * there. Not `<form action>`: React resets that form whatever the outcome, and a failed check or
 * send must keep what was typed, the chosen file too.
 */
export function useForm<K extends string>(options: Options<K>) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, startSending] = useTransition();
  const busy = useRef(false);
  const startedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  // The fill-time check counts from when the form was first used: typing that began before the
  // app started counts (page-start noted when). The form is now the app's: a submit the
  // page-start held (the form carries ISLAND) is made again.
  useEffect(() => {
    startedAt.current = Number(formRef.current?.getAttribute(ATTR.typedAt)) || Date.now();
    markReady(formRef.current);
  }, []);

  /** Marks a field (null clears it), e.g. a file found wrong as soon as it is chosen. */
  const setError = useCallback(
    (name: string, message: string | null) =>
      setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest)),
    [],
  );

  /** The cleaned values, or null after showing what needs a change. */
  const check = async (form: HTMLFormElement, data: FormData) => {
    const { values, problems } = readForm(options.spec, data);
    const extras = (await options.checkExtra?.(data)) ?? [];
    setErrors({
      ...Object.fromEntries(problems.map(([name, problem]) => [name, fieldMessage(problem)])),
      ...Object.fromEntries(extras.flatMap(({ field, message }) => (message ? [[field, message]] : []))),
    });
    if (problems.length === 0 && extras.length === 0) return values;
    const missing: string[] = problems.filter(([, p]) => p.type === 'missing').map(([name]) => name);
    missing.push(...extras.filter((extra) => extra.missing).map((extra) => extra.field));
    let notice: Notice = formsCopy.notices.invalid;
    if (missing.length > 0) notice = options.missingNotice(missing);
    else if (problems.length === 0 && extras[0]?.notice) notice = extras[0].notice;
    notify({ ...notice, variant: 'destructive' });
    const first = form.elements.namedItem(problems[0]?.[0] ?? extras[0]!.field);
    if (first instanceof HTMLElement) first.focus();
    return null;
  };

  const send = async (form: HTMLFormElement, data: FormData, values: Record<K, string>) => {
    const discard = looksLikeBot({
      honeypot: textOf(data, HONEYPOT_FIELD),
      startedAt: startedAt.current,
      now: Date.now(),
    });
    const result = await submitForm(
      options.form,
      {
        ...values,
        ...options.extra?.(data),
        ...attributionFields((visitOfThisPage ??= currentVisit()), stripBasePath(window.location.pathname)),
      },
      { discard },
    );
    if (!result.ok) {
      notify({ title: formsCopy.notices.notSent.title, description: notSentMessage(result), variant: 'destructive' });
      return;
    }
    // The form's name only, never what was typed; a bot's quiet "success" is not a lead.
    if (!discard)
      track(options.form === 'application' ? { type: 'application' } : { type: 'lead', form: options.form });
    form.reset();
    setErrors({});
    options.onSuccess();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    const done = () => void (busy.current = false);
    void check(form, data)
      .catch((error: unknown) => {
        done();
        throw error;
      })
      .then((values) => (values ? startSending(() => send(form, data, values).finally(done)) : done()));
  };

  /** Editing a field clears its message. */
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as { name?: string };
    if (name && errors[name]) setError(name, null);
  };

  /** Props that draw one field of the spec: its label, rule as input attributes, message and state. */
  const field = (name: K) => ({
    ...options.spec[name],
    name,
    id: options.idPrefix ? `${options.idPrefix}-${name}` : undefined,
    error: errors[name],
    disabled: submitting,
  });

  // Only the app sends it: a submit before the app is live is held by page-start (ISLAND), and its
  // method is POST so that not even a browser acting without either would put what was typed into a URL.
  const formProps = { ref: formRef, onSubmit, onChange, 'aria-busy': submitting, ...ISLAND, method: 'post' };

  return { field, formProps, errors, setError, submitting, hydrated };
}
