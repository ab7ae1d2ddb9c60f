import type { ReactNode } from 'react';

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
};

interface Props {
  pairs: readonly { label: string; value: ReactNode }[];
  look: keyof typeof looks;
  className: string;
  /** The list's accessible name, where nothing around it names it. */
  label?: string;
}

export function Pairs({ pairs, look, className, label }: Props) {
  const classes = looks[look];
  return (
    <dl aria-label={label} className={className}>
      {pairs.map((pair) => (
        <div key={pair.label} className={classes.pair}>
          <dt className={classes.label}>{pair.label}</dt>
          <dd className={classes.value}>{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}
