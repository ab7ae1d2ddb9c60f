import type { ReactNode } from 'react';
import { chipClass, type ChipKind, type ChipLook } from './chip';

type Tone = 'neutral' | 'quantum' | 'brand';

const badge: ChipKind<Tone> = {
  shape: 'inline-block rounded-full',
  sizes: { sm: 'px-2.5 py-1 text-xs', md: 'px-3 py-1.5 text-sm' },
  tones: {
    neutral: 'bg-slate-100 font-medium text-slate-700',
    quantum: 'bg-quantum-50 font-semibold text-quantum-800',
    brand: 'bg-brand-50 font-semibold text-brand-800',
  },
  tone: 'neutral',
  size: 'sm',
};

/** A small rounded label: a category, tag, industry or technology. */
export function Badge({ children, ...look }: ChipLook<Tone> & { children: ReactNode }) {
  return <span className={chipClass(badge, look)}>{children}</span>;
}
