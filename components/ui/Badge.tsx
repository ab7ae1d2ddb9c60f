import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'bg-slate-100 font-medium text-slate-700',
  quantum: 'bg-quantum-50 font-semibold text-quantum-800',
  brand: 'bg-brand-50 font-semibold text-brand-800',
} as const;

/** A small rounded label: a category, tag, industry or technology. */
export function Badge({
  children,
  tone = 'neutral',
  size = 'sm',
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-block rounded-full',
        size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-sm',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
