'use client';

import { useId, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { AttributionFields } from '@/components/forms/AttributionFields';
import { ConsentCheckbox } from '@/components/forms/ConsentCheckbox';
import { DialogForm } from '@/components/forms/DialogForm';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { ContactFields, contactRules } from '@/components/forms/ContactFields';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { buttonClass } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { careersPage } from '@/content/careers-page';
import { paths } from '@/lib/paths';
import { checkResume, formatBytes, RESUME_ACCEPT } from '@/lib/resume';
import { missingFieldsNotice } from '@/content/forms';

const copy = careersPage.dialog;
const EMPTY = { name: '', email: '', phone: '' };
const rules = contactRules('name', 'email', 'phone');
type Values = typeof EMPTY;

export interface ApplicationDraft {
  values: Values;
  file: File | null;
}

/** The dialog around the form: native and in the page's HTML on a job page, Headless UI opened on demand in the list. */
export interface ApplyFrameProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  closeLabel: string;
  busy: boolean;
  children: ReactNode;
}

interface Props {
  jobTitle: string;
  Frame: ComponentType<ApplyFrameProps>;
  open?: boolean;
  draft?: ApplicationDraft;
  onDraftChange?: (draft: ApplicationDraft) => void;
  onClose?: () => void;
  onSubmitted?: () => void;
}

/** 'Apply Now' for one job; what was typed survives closing it. */
export default function ApplyDialog({
  jobTitle,
  Frame,
  open = true,
  draft,
  onDraftChange = () => {},
  onClose: onCloseProp,
  onSubmitted,
}: Props) {
  // Set when the frame is a native dialog, which closes itself.
  const dialog = useRef<HTMLDialogElement>(null);
  const onClose = () => {
    dialog.current?.close();
    onCloseProp?.();
  };
  const [file, setFile] = useState<File | null>(draft?.file ?? null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const fileId = useId();
  const labels = copy.fields;

  const form = useFormSubmission({
    form: 'application',
    initial: draft?.values ?? EMPTY,
    rules,
    // The file itself is sent, from the draft when the dialog was closed and reopened.
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
    onChange: (values) => onDraftChange({ values, file }),
    onSuccess: () => {
      notify({ title: copy.success.title, description: copy.success.description(jobTitle), variant: 'success' });
      dialog.current?.close();
      onSubmitted?.();
    },
  });
  const { values, bind, submitting, hydrated } = form;

  const chosenFile = useRef(file);
  const chooseFile = async (chosen: File | null) => {
    chosenFile.current = chosen;
    setFile(chosen);
    onDraftChange({ values, file: chosen });
    const problem = chosen ? await checkResume(chosen) : null;
    // Reading takes a moment: a file chosen meanwhile has the last word.
    if (chosenFile.current === chosen) setFileError(problem);
  };
  // A résumé chosen in the page's HTML before the app started is in the input, not yet in state.
  const adoptChosenFile = (input: HTMLInputElement | null) => {
    const early = input?.files?.[0];
    if (early && chosenFile.current === null) void chooseFile(early);
  };

  const frame = { title: copy.title(jobTitle), intro: copy.intro, closeLabel: copy.close, busy: submitting };

  return (
    <Frame dialogRef={dialog} open={open} onClose={onClose} {...frame}>
      <DialogForm form={form} layout="space-y-4">
        <ContactFields fields={['name', 'email', 'phone']} bind={bind} labels={labels} />
        <div>
          <label htmlFor={fileId} className="field-label">
            {labels.resume}
          </label>
          <input
            id={fileId}
            ref={adoptChosenFile}
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
          <button type="button" onClick={onClose} disabled={submitting} className={buttonClass('secondary', 'lg')}>
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
    </Frame>
  );
}
