'use client';

import { buttonClass } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/NativeDialog';
import ApplyDialog, { type ApplyFrameProps } from './ApplyDialog';

const DIALOG_ID = 'apply-dialog';

function NativeFrame({ dialogRef, open: _open, onClose: _closesItself, ...frame }: ApplyFrameProps) {
  return <NativeDialog id={DIALOG_ID} ref={dialogRef} {...frame} />;
}

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
      <ApplyDialog jobTitle={jobTitle} Frame={NativeFrame} />
    </>
  );
}
