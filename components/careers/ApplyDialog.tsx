'use client';

import { useId, useRef, useState } from 'react';
import { AttributionFields } from '@/components/forms/AttributionFields';
import { ConsentCheckbox } from '@/components/forms/ConsentCheckbox';
import { DialogForm } from '@/components/forms/DialogForm';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { ContactFields, contactRules } from '@/components/forms/ContactFields';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { buttonClass } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { careersCopy } from '@/lib/copy/careers';
import { fill } from '@/lib/fill';
import { paths } from '@/lib/paths';
import { checkResume, formatBytes, RESUME_ACCEPT } from '@/lib/resume';
import { missingFieldsNotice } from '@/lib/form-messages';
import { NativeDialog } from '@/components/ui/NativeDialog';

const copy = careersCopy.dialog;
const EMPTY = { name: '', email: '', phone: '' };
const rules = contactRules('name', 'email', 'phone');

interface Props {
  /** The id its opening button's `commandfor` names. */
  id: string;
  jobTitle: string;
}

/**
 * 'Apply Now' for one job: a native dialog in the page's HTML, opened by its button
 * (`commandfor`), so the first tap answers before the app starts; the app adopts it as it is,
 * open or shut, with what was typed. Closed, it keeps the draft (fields and file; the consent
 * is given afresh each time); once sent, it starts over.
 */
export default function ApplyDialog(props: Props) {
  const [round, setRound] = useState(0);
  return <ApplicationForm key={round} {...props} onSent={() => setRound((n) => n + 1)} />;
}

function ApplicationForm({ id, jobTitle, onSent }: Props & { onSent: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const [file, setFile] = useState<File | null>(null);
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
    extra: () => ({ job: jobTitle, consent: 'yes', ...(file ? { resume: file } : {}) }),
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
        description: fill(copy.success.description, { job: jobTitle }),
        variant: 'success',
      });
      close();
      onSent();
    },
  });
  const { bind, submitting, hydrated } = form;

  const chosenFile = useRef(file);
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
    const early = input?.files?.[0];
    if (early && chosenFile.current === null) void chooseFile(early);
    const consent = input?.form?.elements.namedItem('consent');
    if (consent instanceof HTMLInputElement && consent.checked && !consented) setConsented(true);
  };

  return (
    <NativeDialog
      id={id}
      ref={dialog}
      title={fill(copy.title, { job: jobTitle })}
      intro={copy.intro}
      closeLabel={copy.close}
      busy={submitting}
      onClose={() => {
        setConsented(false);
        setConsentError(null);
      }}
    >
      <DialogForm form={form} layout="space-y-4">
        {/* One dialog per job on the careers list: the fields' ids carry the dialog's. */}
        <ContactFields fields={['name', 'email', 'phone']} bind={bind} labels={labels} idPrefix={id} />
        <div>
          <label htmlFor={fileId} className="field-label">
            {labels.resume}
          </label>
          <input
            id={fileId}
            ref={adoptEarlyChoices}
            name="resume"
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
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={close} disabled={submitting} className={buttonClass('secondary', 'lg')}>
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
