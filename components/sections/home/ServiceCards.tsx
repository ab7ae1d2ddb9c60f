import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { ArrowRight } from '@/components/ui/glyphs';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { home } from '@/content/home';
import { getService } from '@/content/services';
import { gradientClass } from '@/lib/gradients';
import { paths } from '@/lib/paths';

export function ServiceCards() {
  const cards = home.services.slugs.map((slug) => getService(slug)!);
  return (
    <section id="services" aria-labelledby="services-heading" className="section">
      <div className="container-page">
        <SectionHeading id="services-heading" eyebrow={home.services.heading} title={home.services.title} intro={home.services.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((service) => (
            <li key={service.slug} className="card card-link group relative flex flex-col">
              <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl text-white ${gradientClass(service.gradient)}`}>
                <Icon name={service.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <SiteLink href={paths.service(service.slug)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline">
                  {service.title}
                </SiteLink>
              </h3>
              <p className="mt-3 flex-1 text-slate-600">{service.description}</p>
              <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2">
                {home.services.cardLink} <ArrowRight className="h-4 w-4" />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
