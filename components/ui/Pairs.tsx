import type { ReactNode } from 'react';
import { cn } from '@/lib/styles/cn';

/** A look: the list's own classes (before the caller's), each pair's frame, its label and its value. */
type Look = { list?: string; pair?: string; label: string; value: string };

const looks = {
  /** A headline figure on the dark hero: the value drawn above its label, which a reader still hears first. */
  hero: {
    pair: 'flex flex-col-reverse justify-end',
    label: 'mt-1 text-xs leading-snug text-slate-300 sm:text-sm',
    value: 'text-2xl font-bold tracking-tight text-white sm:text-3xl',
  },
  /** A headline figure in a light band, drawn the same way. */
  strip: {
    pair: 'flex flex-col-reverse',
    label: 'mt-1 text-sm font-medium text-slate-600',
    value: 'text-4xl font-bold tracking-tight text-brand-800',
  },
  /** A row of a table of details on the dark footer: its cells are the list's grid cells. */
  details: { pair: 'contents', label: 'font-semibold text-slate-200', value: 'break-words' },
  /** An entry's facts (industry, location, dates...) stacked in a side card. */
  facts: { list: 'space-y-3 text-sm', label: 'text-slate-600', value: 'font-medium text-slate-900' },
  /** An entry's facts as tiles on a dark gradient hero. */
  tiles: {
    list: 'grid gap-4 sm:grid-cols-3',
    pair: 'rounded-xl bg-white/10 p-4 ring-1 ring-white/20',
    label: 'text-xs font-semibold tracking-wide text-white/80 uppercase',
    value: 'mt-1 font-semibold text-white',
  },
} satisfies Record<string, Look>;

interface Props {
  pairs: readonly { label: string; value: ReactNode }[];
  look: keyof typeof looks;
  className: string;
  /** The list's accessible name, where nothing around it names it. */
  label?: string;
}

/** Label–value pairs as a description list: figures, facts, details. */
export function Pairs({ pairs, look, className, label }: Props) {
  const classes: Look = looks[look];
  return (
    <dl aria-label={label} className={classes.list ? cn(classes.list, className) : className}>
      {pairs.map((pair) => (
        <div key={pair.label} className={classes.pair}>
          <dt className={classes.label}>{pair.label}</dt>
          <dd className={classes.value}>{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}
