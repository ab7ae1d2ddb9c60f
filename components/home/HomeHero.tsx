import { figuresNamed } from '@/lib/site';
import { buttonStyles } from '@/components/ui/button';
import { Pairs } from '@/components/ui/Pairs';
import { HeroArt } from '@/components/home/HeroArt';
import { clientNames } from '@/lib/case-studies';
import { caseStudies, productGroups, products } from '@/lib/content';
import home from '@/content/copy/home.yaml';
import { fill } from '@/lib/fill';
import { homeSections } from '@/lib/paths';

/**
 * Type treatments that make each client's name read as a wordmark of its own; assigned in turn,
 * so adding a client needs no design decision. They are plain text, never a real brand's logo.
 */
const wordmarks = [
  'font-serif text-xl font-semibold italic tracking-tight',
  'text-sm font-bold tracking-[0.18em] uppercase',
  'text-lg font-black tracking-tighter lowercase',
  'text-lg font-light tracking-wide',
  'font-mono text-base font-semibold tracking-tight uppercase',
];

export function HomeHero() {
  const { hero, proof } = home;
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(79,70,229,0.35),transparent_60%)]"
        />
        <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:py-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-quantum-300 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-4 text-display font-bold tracking-tight text-balance text-white">{hero.heading}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3 sm:gap-4">
              <a href={`#${homeSections.contact}`} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
                {hero.primary}
              </a>
              <a href={`#${homeSections.services}`} className={buttonStyles({ variant: 'onDark', size: 'lg' })}>
                {hero.secondary}
              </a>
            </div>
            <Pairs
              // Two company figures and the catalogue's size.
              pairs={[
                ...figuresNamed(proof.figures),
                { value: String(products.length), label: fill(proof.products, { ranges: productGroups.length }) },
              ]}
              look="hero"
              label={proof.figuresLabel}
              className="mt-8 grid max-w-2xl grid-cols-3 gap-4 border-t border-white/15 pt-6 sm:gap-8"
            />
          </div>
          <HeroArt className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none" />
        </div>
      </section>
      <section aria-label={proof.clientsLabel} className="border-b border-slate-200 bg-white">
        <div className="container-page py-8">
          <p className="text-center text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {proof.clientsLabel}
          </p>
          <ul className="mt-5 flex flex-wrap items-center justify-center gap-x-8 gap-y-4 text-slate-600 lg:flex-nowrap lg:justify-between">
            {clientNames(caseStudies).map((name, i) => (
              <li key={name} className={wordmarks[i % wordmarks.length]}>
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
