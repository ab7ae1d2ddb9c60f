import type { PageDescriptor } from '@/lib/kinds/descriptor';
import PricingCalculator from '@/components/pricing/PricingCalculator';
import PricingGate from '@/components/pricing/PricingGate';
import { CopyBand } from '@/components/sections/CopyBand';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageHeader } from '@/components/sections/PageHeader';
import copy from '@/content/copy/pricing.yaml';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { Section } from '@/components/ui/Section';
import formsCopy from '@/content/copy/forms.yaml';

export function PricingPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={copy.heading} intro={copy.intro} />
      <Section title={copy.calculator.heading} titleClassName="sr-only" className="pb-16" band>
        <NoScriptNotice text={formsCopy.noScript.pricing} />
        <div className="card p-6 sm:p-8">
          <PricingGate>
            <PricingCalculator />
          </PricingGate>
        </div>
      </Section>
      <CopyBand
        title={copy.contact.heading}
        text={copy.contact.text}
        tone="light"
        layout="grid gap-8 md:grid-cols-2 md:items-center"
        aside={<ContactDetails withAddress={false} />}
      />
    </>
  );
}
