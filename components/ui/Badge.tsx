import type { ReactNode } from 'react';
import { chipClass, type ChipLook } from './chip';

const tones = {
  neutral: 'bg-slate-100 font-medium text-slate-700',
  quantum: 'bg-quantum-50 font-semibold text-quantum-800',
  brand: 'bg-brand-50 font-semibold text-brand-800',
};
const badge = {
  shape: 'inline-block rounded-full',
  sizes: { sm: 'px-2.5 py-1 text-xs', md: 'px-3 py-1.5 text-sm' },
  tones,
};

/** A small rounded label: a category, tag, industry or technology. */
export function Badge({
  children,
  tone = 'neutral',
  size = 'sm',
  className,
}: ChipLook<keyof typeof tones> & { children: ReactNode }) {
  return <span className={chipClass(badge, tone, size, className)}>{children}</span>;
}
