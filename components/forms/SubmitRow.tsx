import { NoScriptBox } from '@/components/ui/NoScriptBox';
import formsCopy from '@/content/copy/forms.yaml';
import { PrivacyNote } from './PrivacyNote';
import { SubmitButton } from './SubmitButton';

/** A form's last row across both columns: a full-width submit button, the privacy note under it. */
export function SubmitRow({
  inDialog = false,
  ...button
}: Omit<Parameters<typeof SubmitButton>[0], 'className'> & {
  /**
   * In a dialog, which hides the page's own notice: with JavaScript off, says why the button
   * cannot send; the note is centred under the button.
   */
  inDialog?: boolean;
}) {
  return (
    <div className="sm:col-span-2">
      {inDialog ? <NoScriptBox>{formsCopy.noScript.dialog}</NoScriptBox> : null}
      <SubmitButton {...button} className="w-full" />
      <PrivacyNote className={inDialog ? 'mt-3 text-center' : 'mt-3'} />
    </div>
  );
}
