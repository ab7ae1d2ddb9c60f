import { z } from 'zod';
import { copy, fixed, pageOpening, prose } from '../copy-rules';

/** content/copy/pricing.yaml: the talent pricing calculator page and its lead dialog. */
export const pricingSchema = z.strictObject({
  ...pageOpening(),
  calculator: z
    .strictObject({
      heading: copy('Heading', 'Read out by screen readers.'),
      experience: copy('Experience choice label'),
      technology: copy('Technology choice label'),
      duration: copy('Contract duration choice label'),
      mode: copy('Work mode choice label'),
      choose: copy('Before a choice is made'),
      modeLabels: z
        .strictObject({ remote: copy('Remote'), onsite: copy('Onsite'), hybrid: copy('Hybrid') })
        .meta({ title: 'Work mode names' }),
      resultLabel: copy('Estimate label'),
      perMonth: copy('After the amount'),
      pending: copy('Until all four choices are made'),
      note: prose('Note under the estimate', 'Says that final costs may vary.'),
    })
    .meta({ title: 'Calculator' }),
  locked: z
    .strictObject({
      title: copy('Title'),
      text: prose('Text'),
      unlock: fixed('Unlock Pricing Calculator', 'Button that opens the form'),
    })
    .meta({ title: 'While the calculator is locked' }),
  lead: z
    .strictObject({
      title: copy('Dialog title'),
      intro: prose('Introduction'),
      fields: z
        .strictObject({
          name: fixed('Name', 'Name'),
          company: fixed('Company Name', 'Company'),
          email: fixed('Work Email', 'E-mail'),
          phone: fixed('Phone Number', 'Phone'),
          city: fixed('City', 'City'),
          requirement: copy('Requirement'),
        })
        .meta({ title: 'Field labels' }),
      placeholders: z
        .strictObject({ requirement: copy('Requirement', 'An example of what to write.') })
        .meta({ title: 'Placeholders' }),
      submit: copy('Send button'),
      submitting: fixed('Submitting...', 'Send button while sending'),
      close: copy('Close button label', 'Read out by screen readers.'),
      missingTitle: copy('Title of the notice naming missing fields'),
      success: z
        .strictObject({
          title: fixed('Thank You!', 'Title'),
          description: fixed('You can now calculate the estimated pricing.', 'Text'),
        })
        .meta({ title: 'Notice once sent' }),
    })
    .meta({ title: 'Lead dialog', description: 'The form that unlocks the calculator.' }),
  contact: z
    .strictObject({ heading: copy('Heading'), text: prose('Text') })
    .meta({ title: 'Contact section', description: 'Beside the talent desk’s phone and e-mail.' }),
});
export type PricingCopy = z.output<typeof pricingSchema>;
