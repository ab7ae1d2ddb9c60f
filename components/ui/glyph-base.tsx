import { createElement } from 'react';
import type { IconNode } from 'lucide';

/*
 * The frame of every icon: a Lucide icon's shapes (the `lucide` package; import each icon by name
 * so the rest stay out of every bundle) in the site's outline style, 24 px grid, 1.75 stroke in
 * currentColor. Not `lucide-react`: its client component ships a script and repeats every icon's
 * shapes in the RSC payload, even from a server component; this markup-only frame works in
 * islands too. Decorative (aria-hidden) unless given a title. No xmlns (inline SVG needs none) nor
 * focusable="false" (Internet Explorer only): each icon is in the page twice (markup and RSC payload).
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
