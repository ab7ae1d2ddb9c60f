import ContactForm from '@/components/forms/ContactForm';
import { CompanyDetails } from '@/components/sections/CompanyDetails';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { home } from '@/content/home';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { noScript } from '@/content/forms';
import { formEndpoint } from '@/lib/submit';

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="section bg-slate-50">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow={home.contact.eyebrow}
            title={home.contact.heading}
            intro={home.contact.intro}
          />
          <div className="mt-10">
            <ContactDetails />
          </div>
          <div className="mt-10">
            <CompanyDetails region />
          </div>
        </div>
        <div className="card p-6 sm:p-8">
          <h3 className="text-xl font-semibold">{home.contact.formHeading}</h3>
          {/* With an endpoint the form posts natively, so it works without JavaScript. */}
          {formEndpoint() ? null : <NoScriptNotice text={noScript.contact} />}
          <div className="mt-6">
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
