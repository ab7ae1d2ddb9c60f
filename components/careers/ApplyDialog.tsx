'use client';

import { NoScriptBox } from '@/components/ui/NoScriptBox';
import formsCopy from '@/content/copy/forms.yaml';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { DialogForm } from '@/components/forms/DialogForm';
import { SpecField } from '@/components/forms/Field';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useForm, type ExtraProblem } from '@/components/forms/useForm';
import { buttonStyles } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import careersCopy from '@/content/copy/careers.yaml';
import { fill } from '@/lib/text/fill';
import { applicationSpec } from '@/lib/forms/form-spec';
import { checkResume, formatBytes, RESUME_ACCEPT, resumeOf } from '@/lib/forms/resume';
import { missingFieldsNotice } from '@/lib/forms/form-messages';
import { markReady } from '@/components/ui/island-ready';
import { ATTR, pageStartData } from '@/lib/page-start/protocol';

const copy = careersCopy.dialog;
const spec = applicationSpec(copy);

/** The id of the dialog every 'Apply Now' of a page opens (`commandfor`), its `value` the job's title. */
const APPLY_DIALOG = 'apply-dialog';

/** An 'Apply Now' for one job: it opens the page's application dialog by itself (invoker command). */
export function ApplyOpener({ job, ...button }: { job: string } & ComponentProps<'button'>) {
  return <button type="button" commandfor={APPLY_DIALOG} command="show-modal" value={job} {...button} />;
}

/** A dialog's `command` event (lib/page-start/ dispatches one where the browser has none). */
type CommandEvent = Event & { command?: string; source?: Element | null };

/**
 * 'Apply Now': one native dialog for every opening the page lists, the opener's `value` choosing
 * the job. Closed, it keeps the draft, but the résumé only for the same job, so a file chosen for
 * one job does not go with another unnoticed.
 */
export default function ApplyDialog({ jobTitle }: { jobTitle: string }) {
  const [round, setRound] = useState(0);
  return <ApplicationForm key={round} jobTitle={jobTitle} onSent={() => setRound((n) => n + 1)} />;
}

function ApplicationForm({ jobTitle, onSent }: { jobTitle: string; onSent: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const [job, setJob] = useState(jobTitle);
  const chosenJob = useRef(jobTitle);
  // Which file was chosen, to name it under the field; what is sent is the form's own.
  const [file, setFile] = useState<File | null>(null);
  const chosenFile = useRef(file);
  // Bumped for another job: the file field is drawn afresh, empty.
  const [fileField, setFileField] = useState(0);
  // Each closing gives a fresh, unticked consent box.
  const [closings, setClosings] = useState(0);
  const fileId = useId();
  const consentId = useId();
  const labels = copy.fields;

  const form = useForm({
    form: 'application',
    spec,
    idPrefix: APPLY_DIALOG,
    // The file itself is sent, also when the dialog was closed and reopened.
    extra: (data) => {
      const resume = resumeOf(data);
      return { job, consent: 'yes', ...(resume ? { resume } : {}) };
    },
    missingNotice: missingFieldsNotice(copy.missingTitle, labels),
    checkExtra: async (data) => {
      const resume = resumeOf(data);
      const problem = await checkResume(resume);
      const consented = data.has('consent');
      const problems: ExtraProblem[] = [];
      if (problem)
        problems.push(
          resume
            ? { field: 'resume', message: problem, notice: { title: copy.fileProblemTitle, description: problem } }
            : { field: 'resume', message: problem, missing: true },
        );
      // Named in the notice only when the résumé is fine, as the notice speaks of one thing at a time.
      if (!consented)
        problems.push({ field: 'consent', message: copy.consentMissing, ...(problem ? {} : { missing: true }) });
      return problems;
    },
    onSuccess: () => {
      notify({
        title: copy.success.title,
        description: fill(copy.success.description, { job }),
        variant: 'success',
      });
      close();
      onSent();
    },
  });
  const { field, errors, setError, submitting, hydrated } = form;

  // The job opened for before the app started (page-start kept it, and emptied the file field
  // for it), then each opener's: another job gets a fresh, empty file field and forgets the file.
  useEffect(() => {
    const element = dialog.current!;
    const openFor = (title: string, early = false) => {
      if (title === chosenJob.current) return;
      chosenJob.current = title;
      setJob(title);
      if (early) return;
      setFileField((n) => n + 1);
      chosenFile.current = null;
      setFile(null);
      setError('resume', null);
    };
    const early = element.getAttribute(ATTR.sourceValue);
    if (early) openFor(early, true);
    const onCommand = (event: Event) => {
      const { command, source } = event as CommandEvent;
      if (command === 'show-modal' && source instanceof HTMLButtonElement && source.value) openFor(source.value);
    };
    element.addEventListener('command', onCommand);
    markReady(element);
    return () => element.removeEventListener('command', onCommand);
  }, [setError]);

  const chooseFile = async (chosen: File | null) => {
    chosenFile.current = chosen;
    setFile(chosen);
    const problem = chosen ? await checkResume(chosen) : null;
    // Reading takes a moment: a file chosen meanwhile has the last word.
    if (chosenFile.current === chosen) setError('resume', problem);
  };
  const fileError = errors.resume;

  return (
    <DialogForm
      id={APPLY_DIALOG}
      ref={dialog}
      title={fill(copy.title, { job })}
      titleTemplate={copy.title}
      intro={copy.intro}
      closeLabel={copy.close}
      form={form.formProps}
      layout="space-y-4"
      onClose={() => {
        setClosings((n) => n + 1);
        setError('consent', null);
      }}
    >
      {/* The fields' ids carry the dialog's, apart from any other form's on the page. */}
      <SpecField {...field('name')} />
      <SpecField {...field('email')} />
      <SpecField {...field('phone')} />
      <div>
        <label htmlFor={fileId} className="field-label">
          {labels.resume}
        </label>
        <input
          key={fileField}
          id={fileId}
          name="resume"
          {...pageStartData({ perSource: true })}
          type="file"
          accept={RESUME_ACCEPT}
          required
          disabled={submitting}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-status`}
          onChange={(e) => void chooseFile(e.target.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={`${fileId}-status`} className={`mt-1.5 text-sm ${fileError ? 'text-red-700' : 'text-slate-600'}`}>
          {fileError ?? (file ? `${copy.fileChosen} ${file.name} (${formatBytes(file.size)})` : copy.fileHint)}
        </p>
      </div>
      {/* Never ticked in advance; a tick before the app started stays, as the form reads it on submit. */}
      <div key={closings}>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            value="yes"
            required
            disabled={submitting}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={consentId} className="text-sm text-slate-700">
            {copy.consent}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <NoScriptBox>{formsCopy.noScript.dialog}</NoScriptBox>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button
          type="button"
          onClick={close}
          disabled={submitting}
          className={buttonStyles({ variant: 'secondary', size: 'lg' })}
        >
          {copy.cancel}
        </button>
        <SubmitButton
          submitting={submitting}
          locked={!hydrated}
          label={copy.submit}
          busyLabel={copy.submitting}
          className=""
        />
      </div>
      <PrivacyNote className="text-right" />
    </DialogForm>
  );
}
