import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { PrivacyNote } from './PrivacyNote';
import { SubmitButton } from './SubmitButton';

/** A form's last row across both columns: a full-width submit button, the privacy note under it. */
export function SubmitRow({
  submitting,
  locked,
  label,
  busyLabel,
  centered = false,
  noScript,
}: {
  submitting: boolean;
  locked: boolean;
  label: string;
  busyLabel: string;
  /** The note centred under the button (in a dialog). */
  centered?: boolean;
  /** With JavaScript off, why the button cannot send (a dialog hides the page's own notice). */
  noScript?: string;
}) {
  return (
    <div className="sm:col-span-2">
      {noScript ? <NoScriptNotice text={noScript} /> : null}
      <SubmitButton submitting={submitting} locked={locked} label={label} busyLabel={busyLabel} className="w-full" />
      <PrivacyNote className={centered ? 'mt-3 text-center' : 'mt-3'} />
    </div>
  );
}
