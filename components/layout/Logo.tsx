import { useId } from 'react';
import { site } from '@/lib/site';

/**
 * Quantivo logo: the mark (a "Q" drawn as a qubit ring with an orbit and a cyan state dot)
 * followed by the wordmark as real text. Renders no link; wrap it in one where needed.
 * The mark is decorative (aria-hidden); the visible word "Quantivo" is the accessible name.
 * Drawn for this site, not taken from Lucide: a brand mark is the company's own.
 */
export function Logo() {
  // Unique per instance so header and footer logos never share a gradient id.
  const gradientId = `quantivo-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 32 32"
        className="h-8 w-8 shrink-0"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="4" y1="4" x2="28" y2="28" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="1" stopColor="#4338ca" />
          </linearGradient>
        </defs>
        <g fill="none" stroke={`url(#${gradientId})`} strokeLinecap="round">
          <circle cx="14.5" cy="14.5" r="9.5" strokeWidth={3.5} />
          <path d="M18 18l5.5 5.5" strokeWidth={3.5} />
          <ellipse
            cx="14.5"
            cy="14.5"
            rx="13"
            ry="4.25"
            transform="rotate(-35 14.5 14.5)"
            strokeWidth={1.25}
            opacity={0.45}
          />
        </g>
        <circle cx="25.5" cy="25.5" r="3.25" fill="#06b6d4" />
      </svg>
      <span className="text-xl font-semibold tracking-tight text-slate-900">{site.shortName}</span>
    </span>
  );
}
