import type { IconName, TitledText } from '@/lib/content/schemas';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';

interface Props {
  title: string;
  intro?: string;
  items: readonly TitledText[];
  icon?: IconName;
  columns?: 2 | 3;
  tinted?: boolean;
}

/** A headed grid of title-and-description cards (features, benefits, capabilities). */
export function CardGrid({ title, intro, items, icon = 'check', columns = 3, tinted = false }: Props) {
  return (
    <Section title={title} intro={intro} className={`section ${tinted ? 'bg-slate-50' : ''}`} inner="container-page">
      <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
        {items.map((item) => (
          <li key={item.title} className="card">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
