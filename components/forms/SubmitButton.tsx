import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/glyphs';

/**
 * The submit button of every form: disabled with a spinner and busy label while sending.
 * `locked` disables it before the form can be sent at all (no script yet, no endpoint); a
 * disabled default button also blocks the implicit submission of pressing Enter.
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
    <button type="submit" disabled={submitting || locked} className={buttonClass('primary', 'lg', className)}>
      {submitting ? (
        <>
          <Spinner className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
