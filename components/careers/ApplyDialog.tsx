'use client';

import { NoScriptBox } from '@/components/ui/NoScriptBox';
import { formsCopy } from '@/lib/copy/forms';
import { useEffect, useId, useRef, useState } from 'react';
import { AttributionFields } from '@/components/forms/AttributionFields';
import { ConsentCheckbox } from '@/components/forms/ConsentCheckbox';
import { DialogForm } from '@/components/forms/DialogForm';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { ContactFields, contactRules } from '@/components/forms/ContactFields';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { buttonStyles } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { careersCopy } from '@/lib/copy/careers';
import { fill } from '@/lib/fill';
import { paths } from '@/lib/paths';
import { checkResume, formatBytes, RESUME_ACCEPT } from '@/lib/resume';
import { missingFieldsNotice } from '@/lib/form-messages';
import { NativeDialog } from '@/components/ui/NativeDialog';
import { markReady } from '@/components/ui/island-ready';
import { ATTR, loaderData } from '@/lib/page-start/protocol';

const copy = careersCopy.dialog;
const EMPTY = { name: '', email: '', phone: '' };
const rules = contactRules('name', 'email', 'phone');

/** The id of the dialog every 'Apply Now' of a page opens (`commandfor`), its `value` the job's title. */
export const APPLY_DIALOG = 'apply-dialog';

/** A dialog's `command` event (lib/page-start/ dispatches one where the browser has none). */
type CommandEvent = Event & { command?: string; source?: Element | null };

/**
 * 'Apply Now': one native dialog in the page's HTML for every opening the page lists, opened
 * by each job's button (`commandfor`, its `value` the job's title), so the first tap answers
 * before the app starts; the button that opens it chooses the job. Until the app starts, the
 * loader names the job in the title and keeps it on the dialog (`data-source-value`); the app
 * adopts the dialog as it is, open or shut, with what was typed. Closed, it keeps the draft: the
 * contact fields whatever the job, the résumé only while the same job is reopened (a file
 * chosen for one job does not go with another unnoticed); the consent is given afresh each
 * time. Once sent, it starts over.
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
  const [file, setFile] = useState<File | null>(null);
  const chosenFile = useRef(file);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const fileId = useId();
  const labels = copy.fields;

  const form = useFormSubmission({
    form: 'application',
    initial: EMPTY,
    rules,
    // The file itself is sent, also when the dialog was closed and reopened.
    extra: () => ({ job, consent: 'yes', ...(file ? { resume: file } : {}) }),
    missingNotice: missingFieldsNotice(copy.missingTitle, labels),
    checkExtra: async () => {
      const problem = await checkResume(file);
      setFileError(problem);
      setConsentError(consented ? null : copy.consentMissing);
      if (problem)
        return file
          ? { field: 'resume', notice: { title: copy.fileProblemTitle, description: problem } }
          : { field: 'resume', missing: true };
      return consented ? null : { field: 'consent', missing: true };
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
  const { bind, submitting, hydrated } = form;

  // The job opened for before the app started (the loader kept it), then each opener's.
  useEffect(() => {
    const element = dialog.current!;
    const openFor = (title: string) => {
      if (title === chosenJob.current) return;
      chosenJob.current = title;
      setJob(title);
      chosenFile.current = null;
      setFile(null);
      setFileError(null);
      if (fileInput.current) fileInput.current.value = '';
    };
    const early = element.getAttribute(ATTR.sourceValue);
    if (early) openFor(early);
    const onCommand = (event: Event) => {
      const { command, source } = event as CommandEvent;
      if (command === 'show-modal' && source instanceof HTMLButtonElement && source.value) openFor(source.value);
    };
    element.addEventListener('command', onCommand);
    markReady(element);
    return () => element.removeEventListener('command', onCommand);
  }, []);

  const chooseFile = async (chosen: File | null) => {
    chosenFile.current = chosen;
    setFile(chosen);
    const problem = chosen ? await checkResume(chosen) : null;
    // Reading takes a moment: a file chosen meanwhile has the last word.
    if (chosenFile.current === chosen) setFileError(problem);
  };
  // A résumé chosen or the consent ticked in the page's HTML before the app started is in the
  // inputs, not yet in state.
  const adoptEarlyChoices = (input: HTMLInputElement | null) => {
    fileInput.current = input;
    const early = input?.files?.[0];
    if (early && chosenFile.current === null) void chooseFile(early);
    const consent = input?.form?.elements.namedItem('consent');
    if (consent instanceof HTMLInputElement && consent.checked && !consented) setConsented(true);
  };

  return (
    <NativeDialog
      id={APPLY_DIALOG}
      ref={dialog}
      title={fill(copy.title, { job })}
      titleTemplate={copy.title}
      intro={copy.intro}
      closeLabel={copy.close}
      busy={submitting}
      onClose={() => {
        setConsented(false);
        setConsentError(null);
      }}
    >
      <DialogForm form={form} layout="space-y-4">
        {/* The fields' ids carry the dialog's, apart from any other form's on the page. */}
        <ContactFields fields={['name', 'email', 'phone']} bind={bind} labels={labels} idPrefix={APPLY_DIALOG} />
        <div>
          <label htmlFor={fileId} className="field-label">
            {labels.resume}
          </label>
          <input
            id={fileId}
            ref={adoptEarlyChoices}
            name="resume"
            {...loaderData({ perSource: true })}
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
        <ConsentCheckbox
          name="consent"
          label={copy.consent}
          checked={consented}
          onChange={(checked) => {
            setConsented(checked);
            if (checked) setConsentError(null);
          }}
          error={consentError}
          disabled={submitting}
        />
        <AttributionFields page={paths.careers} />
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
    </NativeDialog>
  );
}
