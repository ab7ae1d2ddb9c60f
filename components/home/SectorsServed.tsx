import { Badge } from '@/components/ui/Badge';
import { displayHeading, Section } from '@/components/ui/Section';
import home from '@/content/pages/home.yaml';

/** Who the company works for: sector badges, each with the kinds of clients in it. */
export function SectorsServed() {
  const { sectors } = home;
  return (
    <Section {...displayHeading(sectors)} className="section pb-0 sm:pb-0 lg:pb-0" band>
      <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {sectors.items.map((sector) => (
          <li key={sector.name} className="border-l-2 border-quantum-400 pl-4">
            <Badge tone="brand" size="md">
              {sector.name}
            </Badge>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{sector.clients}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
