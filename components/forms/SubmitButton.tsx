import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/glyphs';

/** The submit button of every form: disabled with a spinner and busy label while sending. */
export function SubmitButton({ submitting, label, busyLabel, className = 'w-full sm:w-auto' }: { submitting: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <button type="submit" disabled={submitting} className={buttonClass('primary', 'lg', className)}>
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
