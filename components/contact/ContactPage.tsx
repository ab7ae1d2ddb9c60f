import { ContactFormBlock } from '@/components/forms/ContactFormBlock';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageHeader } from '@/components/sections/PageHeader';
import { ContactLink } from '@/components/ui/ContactLink';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import copy from '@/content/copy/contact.yaml';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { promised, site } from '@/lib/content/site';

/**
 * /contact/: the home page's contact form beside the ways to reach the company, its hours and the
 * reply time it promises (Company details), then the grievance officer for personal data.
 */
export function ContactPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={copy.heading} intro={promised(copy.intro)} />
      {/* On a phone the form follows the ways to reach us, before the grievance officer; on a laptop it stands beside both. */}
      <div className="container-page grid items-start gap-12 pb-16 sm:pb-24 lg:grid-cols-2">
        <Section title={copy.detailsHeading} titleClassName="text-2xl font-bold tracking-tight">
          <div className="mt-8">
            <ContactDetails
              more={[
                { icon: 'clock', label: copy.hours, value: site.promises.officeHours },
                { icon: 'check', label: copy.reply, value: site.promises.enquiryReply },
              ]}
            />
          </div>
        </Section>
        <Section
          title={copy.formHeading}
          titleClassName="text-xl font-semibold"
          className="card p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <ContactFormBlock />
        </Section>
        <Section
          title={copy.grievance.heading}
          titleClassName="text-lg font-semibold"
          className="rounded-2xl border border-slate-200 p-6"
        >
          <p className="mt-2 text-slate-700">
            {site.grievanceOfficer.name},{' '}
            <ContactLink
              kind="mailto"
              value={site.grievanceOfficer.email}
              className="underline decoration-quantum-500/60 underline-offset-4 hover:decoration-2"
            />
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-600">{promised(copy.grievance.text)}</p>
          <SiteLink
            href={paths.privacy}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {copy.grievance.link}
          </SiteLink>
        </Section>
      </div>
    </>
  );
}
