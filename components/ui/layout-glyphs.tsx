/** Glyphs of the header islands, kept apart so every page loads only these few. */
import { Glyph, type GlyphProps } from './glyph-base';

export function ChevronDown({ className = 'h-4 w-4' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="m6 9 6 6 6-6" />
    </Glyph>
  );
}

export function Menu({ className = 'h-6 w-6' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Glyph>
  );
}

export function Close({ className = 'h-6 w-6' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Glyph>
  );
}

/** Filled five-point star for ratings; colour it with a text-* class. */

export function SearchGlyph({ className = 'h-5 w-5' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Glyph>
  );
}

export function ClipboardGlyph({ className = 'h-5 w-5' }: GlyphProps) {
  return (
    <Glyph className={className}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4.5V3h6v1.5M8.5 10h7M8.5 14h7M8.5 18h4" />
    </Glyph>
  );
}
