import type { ReactNode } from 'react';

/*
 * The frame of every glyph and icon: 24 px grid, outline style. Decorative (aria-hidden)
 * unless given a title, so pair it with visible text or an aria-label on its control.
 */
export type GlyphProps = { className?: string };

export function Glyph({ className, title, children }: { className: string; title?: string; children: ReactNode }) {
  const a11y = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      {children}
    </svg>
  );
}
