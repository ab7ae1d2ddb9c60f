import { buttonStyles } from '@/components/ui/button';
import { LoaderCircle } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { pageStartData } from '@/lib/page-start/protocol';

/**
 * `locked`: the form can only be sent by the app (no endpoint a browser could post to). The HTML
 * then has it disabled, which also blocks the implicit submission of pressing Enter, so a page
 * without scripts never sends what was typed anywhere; page-start enables it at once and holds a
 * submit until the app is live.
 */
export function SubmitButton({
  submitting,
  locked = false,
  label,
  busyLabel,
  className = 'w-full sm:w-auto',
}: {
  submitting: boolean;
  locked?: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={submitting || locked}
      {...pageStartData({ jsEnables: locked })}
      // A double click's second click is not a second submit: on a fast connection the first has
      // already been sent and the form emptied, and a second would answer "please fill in" over
      // the thanks.
      onClick={(event) => {
        if (event.detail > 1) event.preventDefault();
      }}
      className={buttonStyles({ size: 'lg', className })}
    >
      {submitting ? (
        <>
          <Glyph icon={LoaderCircle} className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
