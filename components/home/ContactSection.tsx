import ContactForm from '@/components/forms/ContactForm';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { displayHeading, Section } from '@/components/ui/Section';
import home from '@/content/pages/home.yaml';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import formsCopy from '@/content/pages/forms.yaml';
import { formEndpoint } from '@/lib/submit';
import { homeSections } from '@/lib/paths';

export function ContactSection() {
  return (
    <Section
      id={homeSections.contact}
      {...displayHeading(home.contact)}
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
            <h3 className="text-xl font-semibold">{home.contact.formHeading}</h3>
            {/* With an endpoint the form posts natively, so it works without JavaScript. */}
            {formEndpoint() ? null : <NoScriptNotice text={formsCopy.noScript.contact} />}
            <div className="mt-6">
              <ContactForm />
            </div>
          </div>
        </>
      )}
    </Section>
  );
}
