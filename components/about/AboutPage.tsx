import { figuresNamed } from '@/lib/site';
import type { PageDescriptor } from '@/lib/pages/kind';
import { CardHeading } from '@/components/ui/CardHeading';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageHeader } from '@/components/sections/PageHeader';
import { StatsStrip } from '@/components/sections/StatsStrip';
import { Timeline } from '@/components/about/Timeline';
import about from '@/content/pages/about.yaml';
import { leaders } from '@/lib/content';
import { paths } from '@/lib/paths';
import { Portrait } from '@/components/ui/Portrait';
import { Section } from '@/components/ui/Section';
import { IconChip } from '@/components/ui/IconChip';

/** The page's template; its descriptor is lib/pages/company.ts's `aboutPage`. */
export function AboutPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={about.title} title={about.heading} intro={about.intro} />
      <Section title={about.pillars.heading} titleHidden className="section pt-0" band>
        <ul className="grid gap-6 md:grid-cols-3">
          {about.pillars.cards.map((pillar) => (
            <li key={pillar.title} className="card">
              <IconChip name={pillar.icon} tone="solid" />
              <h3 className="mt-4 text-xl font-semibold">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{pillar.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <StatsStrip stats={figuresNamed(about.stats.figures)} label={about.stats.label} />
      <Timeline title={about.timeline.heading} items={about.timeline.milestones} />
      <Section title={about.leaders.heading} className="section bg-slate-50" band>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {leaders.map((leader) => (
            <li key={leader.slug} className="card card-link relative flex flex-col gap-5 sm:flex-row">
              <Portrait
                name={leader.name}
                image={leader.image}
                sizes="7rem"
                className="h-32 w-28 shrink-0 rounded-xl text-3xl"
              />
              <div>
                <CardHeading href={paths.leader(leader.slug)} className="text-xl font-semibold" stretched>
                  {leader.name}
                </CardHeading>
                <p className="font-medium text-brand-700">{leader.title}</p>
                <p className="mt-2 text-sm text-slate-600">{leader.summary}</p>
                <p aria-hidden="true" className="mt-3 text-sm font-semibold text-brand-700">
                  {about.leaders.link} →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title={about.cta.title}
        text={about.cta.text}
        action={{ label: about.cta.button, href: paths.contact }}
      />
    </>
  );
}
