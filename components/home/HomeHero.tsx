import { buttonStyles } from '@/components/ui/button';
import { QuantumArt } from '@/components/ui/QuantumArt';
import { homeCopy as home } from '@/lib/copy/home';
import { homeSections } from '@/lib/paths';

export function HomeHero() {
  const { hero } = home;
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(79,70,229,0.35),transparent_60%)]"
      />
      <div className="container-page relative grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:py-28">
        <div>
          <p className="text-sm font-semibold tracking-wide text-quantum-300 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 text-display font-bold tracking-tight text-white">{hero.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{hero.text}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <a href={`#${homeSections.contact}`} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              {hero.primary}
            </a>
            <a href={`#${homeSections.services}`} className={buttonStyles({ variant: 'onDark', size: 'lg' })}>
              {hero.secondary}
            </a>
          </div>
        </div>
        <QuantumArt className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
    </section>
  );
}
