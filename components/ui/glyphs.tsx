/** Interface glyphs of page sections and forms (menus, carousels, ratings, form states). */
import { Glyph, type GlyphProps } from './glyph-base';

export function ChevronRight({ className = 'h-4 w-4' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="m9 6 6 6-6 6" />
    </Glyph>
  );
}

export function ChevronLeft({ className = 'h-4 w-4' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="m15 6-6 6 6 6" />
    </Glyph>
  );
}

export function Star({ className = 'h-5 w-5' }: GlyphProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={1}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M12 3.1 14.41 9.28l6.63.38-5.14 4.21 1.68 6.42L12 16.7l-5.58 3.59 1.68-6.42-5.14-4.21 6.63-.38z" />
    </svg>
  );
}

export function ArrowRight({ className = 'h-4 w-4' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M4 12h16M14 6l6 6-6 6" />
    </Glyph>
  );
}

/** A faint ring with a quarter arc; add `animate-spin` to turn it. */

export function Spinner({ className = 'h-5 w-5 animate-spin' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <circle cx="12" cy="12" r="9" strokeWidth={2.5} opacity={0.25} />
      <path d="M21 12a9 9 0 0 0-9-9" strokeWidth={2.5} />
    </Glyph>
  );
}

export function CheckCircle({ className = 'h-5 w-5' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.25 12.25 2.5 2.5 5-5" />
    </Glyph>
  );
}

export function AlertCircle({ className = 'h-5 w-5' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.25M12 16.5h.01" />
    </Glyph>
  );
}

export function LockGlyph({ className = 'h-5 w-5' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </Glyph>
  );
}
