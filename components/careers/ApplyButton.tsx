'use client';

import { buttonClass } from '@/components/ui/button';
import ApplyDialog from './ApplyDialog';

const DIALOG_ID = 'apply-dialog';

/** A job page's 'Apply Now': the button opens the application form's native dialog by itself (invoker command). */
export default function ApplyButton({ jobTitle, label }: { jobTitle: string; label: string }) {
  return (
    <>
      <button type="button" commandfor={DIALOG_ID} command="show-modal" className={buttonClass('primary', 'lg')}>
        {label}
      </button>
      <ApplyDialog id={DIALOG_ID} jobTitle={jobTitle} />
    </>
  );
}
