import { createElement } from 'react';
import type { IconNode } from 'lucide';

/*
 * The frame of every icon, drawn from the `lucide` package's shapes. Not `lucide-react`: its client
 * component ships a script and repeats every icon in the RSC payload, even from a server component.
 * No xmlns nor focusable: each icon is in the page twice (markup and RSC payload).
 */
export function Glyph({ icon, className, title }: { icon: IconNode; className: string; title?: string }) {
  const a11y = title ? ({ role: 'img', 'aria-label': title } as const) : ({ 'aria-hidden': true } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
