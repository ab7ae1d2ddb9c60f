import { figuresNamed } from '@/lib/content/site';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { CardHeading } from '@/components/ui/CardHeading';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { PageHeader } from '@/components/sections/PageHeader';
import { StatsStrip } from '@/components/sections/StatsStrip';
import about from '@/content/copy/about.yaml';
import { leaders } from '@/lib/content';
import { paths } from '@/lib/paths';
import { Portrait } from '@/components/ui/Portrait';
import { Section } from '@/components/ui/Section';
import { IconChip } from '@/components/ui/IconChip';
import { SiteLink } from '@/components/ui/SiteLink';

export function AboutPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader
        page={page}
        eyebrow={about.title}
        title={about.heading}
        intro={about.intro}
        aside={
          // Who leads the company, beside the heading on large screens; their section follows further down.
          <aside aria-label={about.leaders.heading} className="card hidden lg:block">
            <p className="eyebrow">{about.leaders.heading}</p>
            <ul className="mt-5 space-y-5">
              {leaders.map((leader) => (
                <li key={leader.slug} className="relative flex items-center gap-4">
                  <Portrait
                    name={leader.person.name}
                    image={leader.image}
                    sizes="4rem"
                    className="h-16 w-16 shrink-0 rounded-xl text-xl"
                    thumbnail
                  />
                  <div>
                    <SiteLink
                      href={paths.leader(leader.slug)}
                      className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {leader.person.name}
                    </SiteLink>
                    <p className="text-sm text-brand-700">{leader.person.role}</p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        }
      />
      <Section title={about.pillars.heading} titleClassName="sr-only" className="section pt-0" band>
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
      <Section title={about.timeline.heading} className="section" band>
        <ol className="relative mt-10 space-y-8 border-l-2 border-brand-100 pl-8">
          {about.timeline.milestones.map((item) => (
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
      <Section title={about.leaders.heading} className="section bg-slate-50" band>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {leaders.map((leader) => (
            <li key={leader.slug} className="card card-link relative flex flex-col gap-5 sm:flex-row">
              <Portrait
                name={leader.person.name}
                image={leader.image}
                sizes="7rem"
                className="h-32 w-28 shrink-0 rounded-xl text-3xl"
              />
              <div>
                <CardHeading href={paths.leader(leader.slug)} className="text-xl font-semibold" stretched>
                  {leader.person.name}
                </CardHeading>
                <p className="font-medium text-brand-700">{leader.person.role}</p>
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
