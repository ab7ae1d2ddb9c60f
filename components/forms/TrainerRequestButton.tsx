import { buttonStyles } from '@/components/ui/button';
import { X } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import ui from '@/content/copy/ui.yaml';
import copy from '@/content/copy/training.yaml';

const NOTICE_ID = 'trainer-request-notice';

/**
 * 'Request a Trainer': the feature is not ready, so it says so (spec) and points elsewhere.
 * The notice is a native popover the button opens by itself: it answers the first tap with no
 * script at all, closes with Escape, a tap outside or its close button.
 */
export default function TrainerRequestButton() {
  const { notice } = copy;
  return (
    <>
      <button
        type="button"
        popoverTarget={NOTICE_ID}
        className={buttonStyles({ variant: 'accent', size: 'lg', className: 'shrink-0' })}
      >
        {copy.cta.button}
      </button>
      <div
        id={NOTICE_ID}
        popover="auto"
        role="status"
        className="inset-x-4 top-auto bottom-4 m-0 mx-auto max-w-md rounded-2xl bg-white p-5 text-slate-800 shadow-2xl ring-1 ring-slate-200 sm:right-4 sm:left-auto"
      >
        <div className="flex items-start justify-between gap-4">
          <p className="font-semibold text-slate-900">{notice.title}</p>
          <button
            type="button"
            popoverTarget={NOTICE_ID}
            popoverTargetAction="hide"
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100"
          >
            <Glyph icon={X} className="h-5 w-5" />
            <span className="sr-only">{ui.notifications.close}</span>
          </button>
        </div>
        <p className="mt-1 text-sm text-slate-600">{notice.description}</p>
      </div>
    </>
  );
}
