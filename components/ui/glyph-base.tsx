import type { ReactNode } from 'react';

/*
 * The frame of every interface glyph: 24 px grid, outline style, decorative by design
 * (aria-hidden), so pair a glyph with visible text or an aria-label on its control.
 */
export type GlyphProps = { className?: string };

export function Glyph({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

