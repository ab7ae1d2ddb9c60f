import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

const badge = cva('inline-block rounded-full', {
  variants: {
    size: { sm: 'px-2.5 py-1 text-xs', md: 'px-3 py-1.5 text-sm' },
    tone: {
      neutral: 'bg-slate-100 font-medium text-slate-700',
      quantum: 'bg-quantum-50 font-semibold text-quantum-800',
      brand: 'bg-brand-50 font-semibold text-brand-800',
    },
  },
  defaultVariants: { size: 'sm', tone: 'neutral' },
});

export function Badge({
  children,
  tone,
  size,
  className,
}: VariantProps<typeof badge> & { className?: string; children: ReactNode }) {
  return <span className={badge({ tone, size, className })}>{children}</span>;
}
