import { createElement } from 'react';
import type { IconNode } from 'lucide';

/*
 * The frame of every icon: a Lucide icon (the `lucide` package: each icon is plain data, its
 * shapes) drawn in the site's outline style, 24 px grid, 1.75 stroke in currentColor. Not
 * `lucide-react`: its icon component is a client component ('use client'), so even in a server
 * component it ships a script and repeats every icon's shapes in the page's RSC payload. This
 * frame is a few lines of markup, so islands can use it too. Import each icon by name
 * (`import { Check } from 'lucide'`): the rest of the set is left out of every bundle.
 * Decorative (aria-hidden) unless given a title, so pair it with visible text or an aria-label
 * on its control. Inline in HTML, an <svg> needs no xmlns, and focusable="false" served only
 * Internet Explorer: both left out, as each icon is in the page twice (markup and RSC payload).
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
