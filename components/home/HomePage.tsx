import { figuresNamed, promised } from '@/lib/content/site';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { FeaturedCaseStudy } from '@/components/case-studies/FeaturedCaseStudy';
import { ContactFormBlock } from '@/components/forms/ContactFormBlock';
import { HomeHero } from '@/components/home/HomeHero';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { StatsStrip } from '@/components/sections/StatsStrip';
import { PageLd } from '@/components/seo/PageLd';
import { ServiceCard } from '@/components/services/ServiceCard';
import { Testimonials } from '@/components/services/Testimonials';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import { displayHeading, Section } from '@/components/ui/Section';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import home from '@/content/copy/home.yaml';
import { getCaseStudy, getService, getTestimonial } from '@/lib/content';
import { homeSections } from '@/lib/paths';

/**
 * Why choose us: five points (fixed by the specification) in rows that each fill the width: two
 * then three on large screens, one then two and two on medium ones, so no card stands alone beside a gap.
 */
const span = (index: number) =>
  index === 0 ? 'sm:col-span-2 lg:col-span-3' : index === 1 ? 'lg:col-span-3' : 'lg:col-span-2';

/** The services, featured study and testimonials it names exist: the content check ensures it. */
export function HomePage({ page }: { page: PageDescriptor }) {
  const { sectors, services, featured, whyChooseUs, testimonials, credentials, contact } = home;
  return (
    <>
      <PageLd page={page} />
      <HomeHero />
      <Section {...displayHeading(sectors)} className="section pb-0 sm:pb-0 lg:pb-0" band>
        <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {sectors.items.map((sector) => (
            <li key={sector.name} className="border-l-2 border-quantum-400 pl-4">
              <Badge tone="brand" size="md">
                {sector.name}
              </Badge>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{sector.clients}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id={homeSections.services} {...displayHeading(services)} className="section" band>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.slugs.map((slug) => (
            <ServiceCard key={slug} service={getService(slug)!} cue={services.cardLink} />
          ))}
        </ul>
      </Section>
      <StatsStrip stats={figuresNamed(home.stats.figures)} label={home.stats.label} />
      <Section {...displayHeading(featured)} className="section" band>
        <FeaturedCaseStudy study={getCaseStudy(featured.caseStudy)!} linkLabel={caseStudiesCopy.relatedLink} />
      </Section>
      <Section {...displayHeading(whyChooseUs)} className="section bg-slate-50" band>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {whyChooseUs.points.map((point, index) => (
            <li key={point.title} className={`card flex gap-4 ${span(index)}`}>
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-quantum-50 text-quantum-700">
                <Icon name={point.icon} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Testimonials
        items={testimonials.entries.map((slug) => getTestimonial(slug)!)}
        title={testimonials.heading}
        eyebrow={testimonials.eyebrow}
        intro={testimonials.intro}
      />
      {/* Certifications and partner programmes as text marks: the company's own words, not logos. */}
      <Section {...displayHeading(credentials)} className="section border-t border-slate-200" band>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {credentials.items.map((item) => (
            <li key={item.name} className="rounded-xl border border-slate-200 px-5 py-4">
              <p className="font-semibold tracking-tight text-slate-900">{item.name}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.detail}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id={homeSections.contact}
        {...displayHeading({ ...contact, intro: promised(contact.intro) })}
        className="section bg-slate-50"
        band="grid gap-12 lg:grid-cols-2"
      >
        {(heading) => (
          <>
            <div>
              {heading}
              <div className="mt-10">
                <ContactDetails />
              </div>
            </div>
            <div className="card p-6 sm:p-8">
              <h3 className="text-xl font-semibold">{contact.formHeading}</h3>
              <ContactFormBlock />
            </div>
          </>
        )}
      </Section>
    </>
  );
}
