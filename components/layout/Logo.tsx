import { site } from '@/content/site';

/** The Quantivo mark (a "Q" drawn as a qubit orbit) and the wordmark as live text. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className="h-8 w-8">
        <defs>
          <linearGradient id="logo-ring" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="1" stopColor="#4338ca" />
          </linearGradient>
        </defs>
        <circle cx="15" cy="15" r="10.5" fill="none" stroke="url(#logo-ring)" strokeWidth="3.5" />
        <ellipse cx="15" cy="15" rx="13" ry="5" fill="none" stroke="#06b6d4" strokeWidth="1.5" transform="rotate(-35 15 15)" />
        <path d="M20 20l6.5 6.5" stroke="url(#logo-ring)" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="25.6" cy="7.6" r="2.6" fill="#06b6d4" />
      </svg>
      <span className="text-lg font-semibold tracking-tight text-slate-900">{site.shortName}</span>
    </span>
  );
}
