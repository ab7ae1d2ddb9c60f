import { uiCopy as ui } from '@/lib/copy/ui';
import type { FieldSpec } from '@/lib/form-spec';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  name: string;
  /** What is wrong with the value, shown beside the field and announced with it. */
  error?: string;
  hint?: string;
  optional?: boolean;
}

function controlProps({ name, error, hint, id }: Common & { id?: string }) {
  const controlId = id ?? `field-${name}`;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return {
    id: controlId,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: 'field-input',
  };
}

export function FieldShell({
  label,
  optional,
  hint,
  error,
  controlId,
  children,
}: {
  label: string;
  optional?: boolean;
  hint?: string;
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
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// Splits a field's props: the shell's (label, hint, error), the control's wiring, and the element's own.
function fieldParts<P extends Common & { id?: string }>({ label, name, error, hint, optional, id, ...own }: P) {
  const control = controlProps({ label, name, error, hint, id });
  return { shell: { label, optional, hint, error, controlId: control.id }, control, own };
}

/** A labelled input with the site's field styling and error state. */
export function TextField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { shell, control, own } = fieldParts(props);
  return (
    <FieldShell {...shell}>
      <input {...own} {...control} />
    </FieldShell>
  );
}

/** A labelled textarea with the site's field styling and error state. */
export function TextAreaField(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { shell, control, own } = fieldParts(props);
  return (
    <FieldShell {...shell}>
      <textarea rows={5} {...own} {...control} />
    </FieldShell>
  );
}

const INPUT_TYPE = { text: 'text', email: 'email', phone: 'tel', date: 'date' } as const;

/**
 * One field drawn from its form's spec (lib/form-spec.ts): its label, its rule as the browser's
 * own hints (type, required; no maxlength: a value too long is explained, not cut), uncontrolled,
 * so the form holds what is typed.
 */
export function SpecField({
  rule,
  required,
  rows,
  ...props
}: Common &
  Omit<FieldSpec, 'label'> & {
    id?: string;
    disabled?: boolean;
    /** A long field's height in lines. */
    rows?: number;
  }) {
  const common = { ...props, required, optional: !required };
  if (rule.kind === 'long') return <TextAreaField {...common} {...(rows ? { rows } : {})} />;
  return <TextField {...common} type={INPUT_TYPE[rule.kind ?? 'text']} />;
}
