import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import formsCopy from '@/content/copy/forms.yaml';
import { formEndpoint } from '@/lib/forms/submit';
import ContactForm from './ContactForm';

/** The contact form as the home and contact pages place it, under their heading. */
export function ContactFormBlock() {
  return (
    <>
      {/* With an endpoint the form posts natively, so it works without JavaScript. */}
      {formEndpoint() ? null : <NoScriptNotice text={formsCopy.noScript.contact} />}
      <div className="mt-6">
        <ContactForm />
      </div>
    </>
  );
}
