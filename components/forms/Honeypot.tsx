import formsCopy from '@/content/copy/forms.yaml';
import { HONEYPOT_FIELD } from '@/lib/forms/spam';
import { LIMITS } from '@/lib/forms/validation';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots do; uncontrolled, so it is read straight from the form. Its
 * maxlength is a name's, like every field a browser may post itself.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {formsCopy.honeypot}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          maxLength={LIMITS.name}
          defaultValue=""
        />
      </label>
    </div>
  );
}
