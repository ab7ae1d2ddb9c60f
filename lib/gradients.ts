import type { GradientName } from '@/lib/content/schemas';

/**
 * Dark colour stops only: every gradient carries white text at WCAG AA contrast.
 * Class strings are literal so Tailwind finds them when scanning this file.
 */
const gradients: Record<GradientName, string> = {
  'indigo-cyan': 'from-indigo-900 via-indigo-800 to-cyan-800',
  'violet-indigo': 'from-violet-900 via-violet-800 to-indigo-800',
  'blue-teal': 'from-blue-900 via-blue-800 to-teal-800',
  'purple-pink': 'from-purple-900 via-purple-800 to-pink-800',
  'emerald-cyan': 'from-emerald-900 via-emerald-800 to-cyan-800',
  'sky-indigo': 'from-sky-900 via-sky-800 to-indigo-800',
  'red-orange': 'from-red-900 via-red-800 to-orange-800',
  'amber-red': 'from-amber-900 via-orange-900 to-red-800',
  'slate-blue': 'from-slate-900 via-slate-800 to-blue-800',
  'teal-emerald': 'from-teal-900 via-teal-800 to-emerald-800',
  'fuchsia-violet': 'from-fuchsia-900 via-fuchsia-800 to-violet-800',
  'navy-sky': 'from-brand-950 via-brand-900 to-sky-800',
};

export function gradientClass(name: GradientName): string {
  return `bg-linear-to-br ${gradients[name]}`;
}
