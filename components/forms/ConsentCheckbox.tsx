import { useId } from 'react';
import { FieldError } from './Field';

interface Props {
  name: string;
  label: string;
  /** Shown beside the box when it must be ticked to send. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A consent the visitor gives by ticking: never ticked in advance, its error beside it. The box
 * keeps its own state and the form reads it on submit; a tick before the app started stays.
 */
export function ConsentCheckbox({ name, label, error, disabled }: Props) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
