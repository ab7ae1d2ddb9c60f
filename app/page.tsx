import { ClientQuotes } from '@/components/home/ClientQuotes';
import { ContactSection } from '@/components/home/ContactSection';
import { Credentials } from '@/components/home/Credentials';
import { FeaturedCaseStudy } from '@/components/home/FeaturedCaseStudy';
import { HomeHero } from '@/components/home/HomeHero';
import { SectorsServed } from '@/components/home/SectorsServed';
import { ServiceCards } from '@/components/home/ServiceCards';
import { WhyChooseUs } from '@/components/home/WhyChooseUs';
import { StatsStrip } from '@/components/sections/StatsStrip';
import { homeCopy as home } from '@/lib/copy/home';
import { site } from '@/lib/site';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { organizationLd, websiteLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata({
  title: `${site.name} | ${home.title}`,
  absoluteTitle: true,
  description: home.description,
  path: paths.home,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationLd(), websiteLd()]} />
      <HomeHero />
      <SectorsServed />
      <ServiceCards />
      <StatsStrip stats={home.stats.figures} label={home.stats.label} />
      <FeaturedCaseStudy />
      <WhyChooseUs />
      <ClientQuotes />
      <Credentials />
      <ContactSection />
    </>
  );
}
