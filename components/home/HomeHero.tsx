import { figuresNamed } from '@/lib/content/site';
import { buttonStyles } from '@/components/ui/button';
import { Pairs } from '@/components/ui/Pairs';
import { HeroArt } from '@/components/home/HeroArt';
import { clientNames } from '@/lib/lists/case-studies';
import { caseStudies } from '@/lib/content';
import { catalogueFigure } from '@/components/sections/ClosingProof';
import home from '@/content/copy/home.yaml';
import { homeSections, paths } from '@/lib/paths';
import { SiteLink } from '@/components/ui/SiteLink';

/**
 * Treatments that make each client's name read as a logotype of its own: a small drawn mark and
 * a type style, assigned in turn, so adding a client needs no design decision. The name stays
 * real text (what a screen reader hears); the mark is decoration, never a real brand's logo.
 */
const wordmarks = [
  { type: 'font-serif text-lg font-semibold italic tracking-tight', mark: <circle cx="8" cy="8" r="6" /> },
  {
    type: 'text-xs font-bold tracking-[0.18em] uppercase',
    mark: <rect x="2.5" y="2.5" width="11" height="11" rx="1" />,
  },
  { type: 'text-lg font-black tracking-tighter lowercase', mark: <path d="M8 1.5 14.5 14h-13z" /> },
  { type: 'text-base font-light tracking-wide', mark: <path d="M2 3h12M2 8h12M2 13h12" /> },
  { type: 'font-mono text-sm font-semibold tracking-tight uppercase', mark: <path d="M8 1.5 14.5 8 8 14.5 1.5 8z" /> },
];

export function HomeHero() {
  const { hero, proof, credentials } = home;
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(79,70,229,0.35),transparent_60%)]"
      />
      {/*
        On a phone the proof (figures, clients, credentials) comes before the drawing; on large
        screens the clients head the right column, so a figure and a client share the first screen.
      */}
      <div className="container-page relative grid gap-x-12 gap-y-8 py-10 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:grid-rows-[auto_1fr] lg:py-10">
        <div className="lg:row-span-2">
          <p className="text-sm font-semibold tracking-wide text-quantum-300 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 text-display font-bold tracking-tight text-balance text-white">{hero.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{hero.text}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <a href={`#${homeSections.contact}`} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              {hero.primary}
            </a>
            <a href={`#${homeSections.services}`} className={buttonStyles({ variant: 'onDark', size: 'lg' })}>
              {hero.secondary}
            </a>
            <SiteLink href={paths.quote} className={buttonStyles({ variant: 'onDark', size: 'lg' })}>
              {hero.quote}
            </SiteLink>
          </div>
          <Pairs
            // Two company figures and the catalogue's size.
            pairs={[...figuresNamed(proof.figures), catalogueFigure()]}
            look="hero"
            label={proof.figuresLabel}
            className="mt-7 grid max-w-2xl grid-cols-3 gap-4 border-t border-white/15 pt-5 sm:gap-8"
          />
        </div>
        <section aria-label={proof.clientsLabel} className="lg:col-start-2 lg:row-start-1 lg:self-end">
          <p className="text-xs font-semibold tracking-wide text-slate-300 uppercase">{proof.clientsLabel}</p>
          <ul className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3 text-slate-100">
            {clientNames(caseStudies).map((name, i) => {
              const look = wordmarks[i % wordmarks.length]!;
              return (
                <li key={name} className={`inline-flex items-center gap-1.5 ${look.type}`}>
                  <svg
                    viewBox="0 0 16 16"
                    aria-hidden="true"
                    focusable="false"
                    className="h-4 w-4 shrink-0 fill-none stroke-quantum-300 stroke-2"
                  >
                    {look.mark}
                  </svg>
                  {name}
                </li>
              );
            })}
          </ul>
        </section>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-2">
          {/* Certifications and partner programmes by name: the full list with details follows further down. */}
          <section aria-label={proof.credentialsLabel}>
            <p className="text-xs font-semibold tracking-wide text-slate-300 uppercase">{proof.credentialsLabel}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {credentials.items.map((item) => (
                <li
                  key={item.name}
                  className="rounded-full border border-white/20 bg-white/5 px-3 py-1 text-xs font-medium text-slate-100"
                >
                  {item.name}
                </li>
              ))}
            </ul>
          </section>
          <HeroArt
            label={hero.panelsLabel}
            panels={[
              { title: hero.panels.talent, href: paths.service('it-talent-acquisition') },
              { title: hero.panels.quantum, href: paths.service('quantum-computing') },
              { title: hero.panels.hardware, href: paths.products },
            ]}
            className="mx-auto w-full max-w-sm sm:max-w-md"
          />
        </div>
      </div>
    </section>
  );
}
