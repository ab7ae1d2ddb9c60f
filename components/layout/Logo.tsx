import { useId } from 'react';
import { site } from '@/lib/content/site';

/**
 * Quantivo's mark, drawn for this site (a brand mark is the company's own, not an icon set's),
 * beside the wordmark as real text, which is the accessible name. Renders no link.
 */
const tones = {
  light: { from: '#312e81', to: '#4338ca', orbit: 0.45, word: 'text-slate-900' },
  onDark: { from: '#c7d2fe', to: '#a5b4fc', orbit: 0.7, word: 'text-white' },
};

export function Logo({ tone = 'light' }: { tone?: keyof typeof tones }) {
  const colours = tones[tone];
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
            <stop offset="0" stopColor={colours.from} />
            <stop offset="1" stopColor={colours.to} />
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
            opacity={colours.orbit}
          />
        </g>
        <circle cx="25.5" cy="25.5" r="3.25" fill="#06b6d4" />
      </svg>
      <span className={`text-xl font-semibold tracking-tight ${colours.word}`}>{site.shortName}</span>
    </span>
  );
}
