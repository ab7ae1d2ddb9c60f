'use client';

import { buttonStyles } from '@/components/ui/button';
import ApplyDialog, { APPLY_DIALOG } from './ApplyDialog';

/** A job page's 'Apply Now': the button opens the application form's native dialog by itself (invoker command). */
export default function ApplyButton({ jobTitle, label }: { jobTitle: string; label: string }) {
  return (
    <>
      <button
        type="button"
        commandfor={APPLY_DIALOG}
        command="show-modal"
        value={jobTitle}
        className={buttonStyles({ size: 'lg' })}
      >
        {label}
      </button>
      <ApplyDialog jobTitle={jobTitle} />
    </>
  );
}
