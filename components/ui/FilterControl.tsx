import { useId, type ReactNode } from 'react';
import type { IconNode } from 'lucide';
import { FieldShell } from '@/components/forms/Field';
import { Glyph } from './glyph-base';

/** Where a filter's glyph sits: a search's magnifier leads, a select's chevron ends. */
const glyphAt = {
  start: 'pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-500',
  end: 'pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500',
};

/** A filter's label and its control (given its id), with a decorative glyph laid over the control. */
export function FilterControl({
  label,
  icon,
  at,
  children,
}: {
  label: string;
  icon: IconNode;
  at: keyof typeof glyphAt;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldShell label={label} controlId={id}>
      <div className="relative mt-1.5">
        {children(id)}
        <Glyph icon={icon} className={glyphAt[at]} />
      </div>
    </FieldShell>
  );
}
