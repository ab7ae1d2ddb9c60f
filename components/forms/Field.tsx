import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  name: string;
  invalid?: boolean;
  hint?: string;
  optional?: boolean;
}

function controlProps({ name, invalid, hint, id }: Common & { id?: string }) {
  const controlId = id ?? `field-${name}`;
  return {
    id: controlId,
    name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hint ? `${controlId}-hint` : undefined,
    className: 'field-input',
  };
}

function FieldShell({ label, optional, hint, controlId, children }: { label: string; optional?: boolean; hint?: string; controlId: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={controlId} className="field-label">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with the site's field styling and error state. */
export function TextField({ label, name, invalid, hint, optional, id, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const control = controlProps({ label, name, invalid, hint, id });
  return (
    <FieldShell label={label} optional={optional} hint={hint} controlId={control.id}>
      <input {...rest} {...control} />
    </FieldShell>
  );
}

/** A labelled textarea with the site's field styling and error state. */
export function TextAreaField({ label, name, invalid, hint, optional, id, ...rest }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const control = controlProps({ label, name, invalid, hint, id });
  return (
    <FieldShell label={label} optional={optional} hint={hint} controlId={control.id}>
      <textarea rows={5} {...rest} {...control} />
    </FieldShell>
  );
}
