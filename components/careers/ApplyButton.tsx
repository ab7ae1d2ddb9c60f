'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ISLAND, markReady } from '@/components/ui/island-ready';
import type { ApplicationDraft } from './ApplyDialog';
import { ApplyDialogHost } from './ApplyDialogHost';

/** A job page's 'Apply Now': opens the same application dialog as the careers list, keeping the draft while open/closed. */
export default function ApplyButton({ jobTitle, label }: { jobTitle: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ApplicationDraft | undefined>(undefined);
  return (
    <>
      <button type="button" {...ISLAND} ref={markReady} onClick={() => setOpen(true)} className={buttonClass('primary', 'lg')}>
        {label}
      </button>
      {open ? (
        <ApplyDialogHost
          jobTitle={jobTitle}
          draft={draft}
          onDraftChange={setDraft}
          onClose={() => setOpen(false)}
          onSubmitted={() => {
            setDraft(undefined);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
