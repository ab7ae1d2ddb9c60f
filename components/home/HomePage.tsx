import { figuresNamed } from '@/lib/site';
import type { PageDescriptor } from '@/lib/pages/kind';
import { ClientQuotes } from '@/components/home/ClientQuotes';
import { ContactSection } from '@/components/home/ContactSection';
import { Credentials } from '@/components/home/Credentials';
import { FeaturedCaseStudy } from '@/components/home/FeaturedCaseStudy';
import { HomeHero } from '@/components/home/HomeHero';
import { SectorsServed } from '@/components/home/SectorsServed';
import { ServiceCards } from '@/components/home/ServiceCards';
import { WhyChooseUs } from '@/components/home/WhyChooseUs';
import { StatsStrip } from '@/components/sections/StatsStrip';
import home from '@/content/pages/home.yaml';
import { PageLd } from '@/components/seo/PageLd';

/** The page's template; its descriptor is lib/pages/company.ts's `homePage`. */
export function HomePage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageLd page={page} />
      <HomeHero />
      <SectorsServed />
      <ServiceCards />
      <StatsStrip stats={figuresNamed(home.stats.figures)} label={home.stats.label} />
      <FeaturedCaseStudy />
      <WhyChooseUs />
      <ClientQuotes />
      <Credentials />
      <ContactSection />
    </>
  );
}
