/** Joins class names, skipping the false, null and undefined left by conditions. */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
