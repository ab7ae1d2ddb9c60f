import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Fact {
  label: string;
  value: ReactNode;
}

const styles = {
  /** Stacked label and value, in a side card. */
  list: { dl: 'space-y-3 text-sm', item: '', dt: 'text-slate-600', dd: 'font-medium text-slate-900' },
  /** Tiles on a dark gradient hero. */
  tiles: {
    dl: 'grid gap-4 sm:grid-cols-3',
    item: 'rounded-xl bg-white/10 p-4 ring-1 ring-white/20',
    dt: 'text-xs font-semibold tracking-wide text-white/80 uppercase',
    dd: 'mt-1 font-semibold text-white',
  },
} as const;

/** Label–value facts about an entry (industry, location, dates...) as a description list. */
export function FactList({
  facts,
  variant = 'list',
  className,
}: {
  facts: readonly Fact[];
  variant?: keyof typeof styles;
  className?: string;
}) {
  const s = styles[variant];
  return (
    <dl className={cn(s.dl, className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={s.item || undefined}>
          <dt className={s.dt}>{fact.label}</dt>
          <dd className={s.dd}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
