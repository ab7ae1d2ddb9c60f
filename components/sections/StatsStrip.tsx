import { Pairs } from '@/components/ui/Pairs';

interface Props {
  stats: readonly { value: string; label: string }[];
  label: string;
}

/** A row of headline figures, read as a list of value and label pairs. */
export function StatsStrip({ stats, label }: Props) {
  return (
    <section aria-label={label} className="border-y border-slate-200 bg-slate-50">
      <Pairs
        pairs={stats}
        look="strip"
        className="container-page grid grid-cols-2 gap-8 py-12 text-center lg:grid-cols-4"
      />
    </section>
  );
}
