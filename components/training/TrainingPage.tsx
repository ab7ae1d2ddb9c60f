import type { PageDescriptor } from '@/lib/kinds/descriptor';
import TrainerRequestButton from '@/components/forms/TrainerRequestButton';
import { CardGrid } from '@/components/sections/CardGrid';
import { CopyBand } from '@/components/sections/CopyBand';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageHeader } from '@/components/sections/PageHeader';
import copy from '@/content/copy/training.yaml';
import { Section } from '@/components/ui/Section';
import { Badge } from '@/components/ui/Badge';
import { IconChip } from '@/components/ui/IconChip';

export function TrainingPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={copy.heading} intro={copy.intro} />
      <Section title={copy.areas.heading} intro={copy.areas.intro} className="section pt-0" band>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.areas.cards.map((area) => (
            <li key={area.title} className="card flex flex-col">
              <IconChip name={area.icon} />
              <h3 className="mt-4 text-xl font-semibold">{area.title}</h3>
              <p className="mt-2 text-slate-600">{area.description}</p>
              <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {copy.areas.topicsLabel}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {area.topics.map((topic) => (
                  <li key={topic}>
                    <Badge>{topic}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <CardGrid title={copy.formats.heading} items={copy.formats.cards} tinted />
      <CopyBand
        title={copy.cta.title}
        text={copy.cta.text}
        tone="dark"
        layout="grid gap-8 py-14 md:grid-cols-[1.4fr_1fr] md:items-center"
        aside={<ContactDetails withAddress={false} tone="dark" />}
      >
        <div className="mt-6">
          <TrainerRequestButton />
        </div>
      </CopyBand>
    </>
  );
}
