'use client';

import { buttonClass } from '@/components/ui/button';
import ApplyDialog from './ApplyDialog';

const DIALOG_ID = 'apply-dialog';

/**
 * A job page's 'Apply Now': the button opens the application form's native dialog by itself
 * (invoker command), so the first tap answers before the app starts; the form is in the page's
 * HTML and keeps what was typed while closed.
 */
export default function ApplyButton({ jobTitle, label }: { jobTitle: string; label: string }) {
  return (
    <>
      <button type="button" commandfor={DIALOG_ID} command="show-modal" className={buttonClass('primary', 'lg')}>
        {label}
      </button>
      <ApplyDialog jobTitle={jobTitle} dialogId={DIALOG_ID} />
    </>
  );
}
