import type { Card, IconName } from '@/lib/content/schemas';
import { distinctIcons } from '@/lib/art/glyphs';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';

interface Props {
  title: string;
  intro?: string;
  items: readonly Card[];
  /** Icons already on screen nearby (the page's own, in its hero): the cards take others unless chosen. */
  avoid?: readonly IconName[];
  columns?: 2 | 3;
  tinted?: boolean;
}

/** A headed grid of title-and-description cards (features, benefits, capabilities), each with its own icon. */
export function CardGrid({ title, intro, items, avoid, columns = 3, tinted = false }: Props) {
  const icons = distinctIcons(items, avoid);
  return (
    <Section title={title} intro={intro} className={`section ${tinted ? 'bg-slate-50' : ''}`} band>
      <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
        {items.map((item, i) => (
          <li key={item.title} className="card">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={icons[i]!} className="h-5 w-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
