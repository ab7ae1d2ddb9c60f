'use client';

import { buttonStyles } from '@/components/ui/button';
import ApplyDialog, { ApplyOpener } from './ApplyDialog';

/** A job page's 'Apply Now': the button opens the application form's native dialog by itself (invoker command). */
export default function ApplyButton({ jobTitle, label }: { jobTitle: string; label: string }) {
  return (
    <>
      <ApplyOpener job={jobTitle} className={buttonStyles({ size: 'lg' })}>
        {label}
      </ApplyOpener>
      <ApplyDialog jobTitle={jobTitle} />
    </>
  );
}
