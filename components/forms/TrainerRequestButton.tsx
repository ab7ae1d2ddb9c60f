'use client';

import { buttonClass } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';

/** 'Request a Trainer': the feature is not ready, so it says so (spec) and points elsewhere. */
export default function TrainerRequestButton({ label, notice }: { label: string; notice: { title: string; description: string } }) {
  return (
    <button type="button" className={buttonClass('accent', 'lg', 'shrink-0')} onClick={() => notify({ ...notice, variant: 'info' })}>
      {label}
    </button>
  );
}
