interface Props {
  stats: readonly { value: string; label: string }[];
  label: string;
}

/** A row of headline figures, read as a list of value and label pairs. */
export function StatsStrip({ stats, label }: Props) {
  return (
    <section aria-label={label} className="border-y border-slate-200 bg-slate-50">
      <dl className="container-page grid grid-cols-2 gap-8 py-12 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-800">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
