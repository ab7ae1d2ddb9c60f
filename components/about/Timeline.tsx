import { Section } from '@/components/ui/Section';

/** A vertical timeline of dated milestones, read as an ordered list. */
export function Timeline({
  title,
  items,
}: {
  title: string;
  items: readonly { year: string; title: string; description: string }[];
}) {
  return (
    <Section title={title} className="section" band>
      <ol className="relative mt-10 space-y-8 border-l-2 border-brand-100 pl-8">
        {items.map((item) => (
          <li key={item.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.6rem] h-4 w-4 rounded-full border-4 border-white bg-quantum-500 ring-2 ring-quantum-500"
            />
            <p className="text-sm font-bold text-quantum-700">{item.year}</p>
            <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
            <p className="mt-1 max-w-2xl text-slate-600">{item.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
