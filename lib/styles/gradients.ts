import type { GradientName } from '@/lib/content/schemas';

/**
 * Each gradient's classes: dark colour stops only, so every gradient carries white text at WCAG AA
 * contrast; literal so Tailwind finds them when scanning this file. For the generated art (lib/art):
 * a light accent from its last stop's hue (Tailwind's 300 shade), and the dark tone of its middle
 * stop that fills nodes so lines stop at their edge.
 */
export const gradients: Record<GradientName, { classes: string; accent: string; base: string }> = {
  'indigo-cyan': { classes: 'from-indigo-900 via-indigo-800 to-cyan-800', accent: '#67e8f9', base: '#312e81' },
  'violet-indigo': { classes: 'from-violet-900 via-violet-800 to-indigo-800', accent: '#a5b4fc', base: '#4c1d95' },
  'blue-teal': { classes: 'from-blue-900 via-blue-800 to-teal-800', accent: '#5eead4', base: '#1e3a8a' },
  'purple-pink': { classes: 'from-purple-900 via-purple-800 to-pink-800', accent: '#f9a8d4', base: '#581c87' },
  'emerald-cyan': { classes: 'from-emerald-900 via-emerald-800 to-cyan-800', accent: '#67e8f9', base: '#065f46' },
  'sky-indigo': { classes: 'from-sky-900 via-sky-800 to-indigo-800', accent: '#a5b4fc', base: '#075985' },
  'red-orange': { classes: 'from-red-900 via-red-800 to-orange-800', accent: '#fdba74', base: '#7f1d1d' },
  'amber-red': { classes: 'from-amber-900 via-orange-900 to-red-800', accent: '#fca5a5', base: '#7c2d12' },
  'slate-blue': { classes: 'from-slate-900 via-slate-800 to-blue-800', accent: '#93c5fd', base: '#1e293b' },
  'teal-emerald': { classes: 'from-teal-900 via-teal-800 to-emerald-800', accent: '#6ee7b7', base: '#115e59' },
  'fuchsia-violet': { classes: 'from-fuchsia-900 via-fuchsia-800 to-violet-800', accent: '#c4b5fd', base: '#701a75' },
  'navy-sky': { classes: 'from-brand-950 via-brand-900 to-sky-800', accent: '#7dd3fc', base: '#1e1b4b' },
};

export function gradientClass(name: GradientName): string {
  return `bg-linear-to-br ${gradients[name].classes}`;
}
