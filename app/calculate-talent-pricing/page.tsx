import PricingCalculator from '@/components/pricing/PricingCalculator';
import PricingGate from '@/components/pricing/PricingGate';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageHeader } from '@/components/sections/PageHeader';
import { pricingCopy as copy } from '@/lib/copy/pricing';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { Section } from '@/components/ui/Section';
import { formsCopy } from '@/lib/copy/forms';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: paths.pricing,
});

export default function PricingPage() {
  return (
    <>
      <PageHeader eyebrow={copy.title} path={paths.pricing} title={copy.heading} intro={copy.intro} />
      <Section title={copy.calculator.heading} titleHidden className="container-page pb-16">
        <NoScriptNotice text={formsCopy.noScript.pricing} />
        <div className="card p-6 sm:p-8">
          <PricingGate>
            <PricingCalculator />
          </PricingGate>
        </div>
      </Section>
      <Section
        title={copy.contact.heading}
        titleClassName="text-title font-bold"
        className="section bg-slate-50"
        inner="container-page grid gap-8 md:grid-cols-2 md:items-center"
      >
        {(heading) => (
          <>
            <div>
              {heading}
              <p className="mt-3 text-lg text-slate-600">{copy.contact.text}</p>
            </div>
            <ContactDetails withAddress={false} />
          </>
        )}
      </Section>
    </>
  );
}
