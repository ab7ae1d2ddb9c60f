/**
 * Joins class names, skipping the false, null and undefined left by conditions. Not
 * tailwind-merge: it would add ~8 KB gzip to every island's bundle (content pages sit 0.4 KB
 * under their 140 KB budget), to settle conflicts no caller here makes. Variants (cva) keep their
 * classes apart, and the one caller that overrides a variant's class marks it important (`px-2!`).
 */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
