import ui from '@/content/copy/ui.yaml';
import type { FieldSpec } from '@/lib/forms/form-spec';
import type { ReactNode } from 'react';

export function FieldShell({
  label,
  optional,
  error,
  controlId,
  children,
}: {
  label: string;
  optional?: boolean;
  error?: string;
  controlId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={controlId} className="field-label">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {ui.optional}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One field drawn from its form's spec (lib/forms/form-spec.ts): its label, its rule as the browser's
 * own hints (type, required, and its longest value as maxlength, which holds with JavaScript off,
 * when the browser posts the form itself), its message beside it; uncontrolled, so the form holds
 * what is typed. A date or a choice has no maxlength: the browser writes its value.
 */
export function SpecField({
  label,
  name,
  id,
  error,
  rule,
  required,
  rows = 5,
  placeholder,
  ...own
}: FieldSpec & {
  name: string;
  id?: string;
  /** What is wrong with the value, shown beside the field and announced with it. */
  error?: string;
  disabled?: boolean;
  rows?: number;
}) {
  const controlId = id ?? `field-${name}`;
  const control = {
    ...own,
    id: controlId,
    name,
    required,
    maxLength: rule.kind === 'date' || rule.kind === 'choice' ? undefined : rule.max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${controlId}-error` : undefined,
    className: 'field-input',
  };
  return (
    <FieldShell label={label} optional={!required} error={error} controlId={controlId}>
      {rule.kind === 'long' ? (
        <textarea rows={rows} placeholder={placeholder} {...control} />
      ) : rule.kind === 'choice' ? (
        // No option chosen until the visitor chooses: the placeholder is the empty first option.
        <select defaultValue="" {...control}>
          <option value="">{placeholder ?? ui.choose}</option>
          {rule.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input type={rule.kind === 'phone' ? 'tel' : (rule.kind ?? 'text')} placeholder={placeholder} {...control} />
      )}
    </FieldShell>
  );
}
