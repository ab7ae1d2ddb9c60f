import { ServiceCard } from '@/components/services/ServiceCard';
import { displayHeading, Section } from '@/components/ui/Section';
import home from '@/content/pages/home.yaml';
import { homeSections } from '@/lib/paths';
import { getService } from '@/lib/content';

export function ServiceCards() {
  const cards = home.services.slugs.map((slug) => getService(slug)!);
  return (
    <Section id={homeSections.services} {...displayHeading(home.services)} className="section" band>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((service) => (
          <ServiceCard key={service.slug} service={service} cue={home.services.cardLink} />
        ))}
      </ul>
    </Section>
  );
}
