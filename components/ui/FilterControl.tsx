import { useId, type ReactNode } from 'react';
import { FieldShell } from '@/components/forms/Field';

/** A filter's label and its control (given its id), with a decorative glyph laid over the control. */
export function FilterControl({
  label,
  glyph,
  children,
}: {
  label: string;
  glyph: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldShell label={label} controlId={id}>
      <div className="relative mt-1.5">
        {children(id)}
        {glyph}
      </div>
    </FieldShell>
  );
}
