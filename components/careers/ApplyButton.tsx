'use client';

import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { ApplicationDraft } from './ApplyDialog';

// The dialog (and Headless UI) loads only when someone applies.
const ApplyDialog = lazy(() => import('./ApplyDialog'));

/** A job page's 'Apply Now': opens the same application dialog as the careers list, keeping the draft while open/closed. */
export default function ApplyButton({ jobTitle, label }: { jobTitle: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ApplicationDraft | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('primary', 'lg')}>
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ApplyDialog
            jobTitle={jobTitle}
            open
            draft={draft}
            onDraftChange={setDraft}
            onClose={() => setOpen(false)}
            onSubmitted={() => {
              setDraft(undefined);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
