import type { ReactNode } from 'react';

/** Label above a filter control, with a decorative glyph laid over the control. */
export function FilterControl({
  id,
  label,
  glyph,
  children,
}: {
  id: string;
  label: string;
  glyph: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative mt-1.5">
        {children}
        {glyph}
      </div>
    </div>
  );
}
