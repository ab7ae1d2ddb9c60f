import { z } from 'zod';
import { copy, fixed, pageOpening, prose, section } from '../copy-rules';

/** content/copy/pricing.yaml: the talent pricing calculator page and its lead dialog. */
export const pricingSchema = z.strictObject({
  ...pageOpening(),
  calculator: section('Calculator', {
    heading: copy('Heading', 'Read out by screen readers.'),
    experience: copy('Experience choice label'),
    technology: copy('Technology choice label'),
    duration: copy('Contract duration choice label'),
    mode: copy('Work mode choice label'),
    choose: copy('Before a choice is made'),
    modeLabels: section('Work mode names', { remote: copy('Remote'), onsite: copy('Onsite'), hybrid: copy('Hybrid') }),
    resultLabel: copy('Estimate label'),
    perMonth: copy('After the amount'),
    pending: copy(
      'Hint under the ₹0 estimate',
      'Shown until all four choices are made; the estimate reads ₹0 till then.',
    ),
    note: prose('Note under the estimate', 'Says that final costs may vary.'),
  }),
  locked: section('While the calculator is locked', {
    title: copy('Title'),
    text: prose('Text'),
    unlock: fixed('Unlock Pricing Calculator', 'Button that opens the form'),
  }),
  lead: section('Lead dialog', {
    title: copy('Dialog title'),
    intro: prose('Introduction'),
    fields: section('Field labels', {
      name: fixed('Name', 'Name'),
      company: fixed('Company Name', 'Company'),
      email: fixed('Work Email', 'E-mail'),
      phone: fixed('Phone Number', 'Phone'),
      city: fixed('City', 'City'),
      requirement: copy('Requirement'),
    }),
    placeholders: section('Placeholders', { requirement: copy('Requirement', 'An example of what to write.') }),
    submit: copy('Send button'),
    submitting: fixed('Submitting...', 'Send button while sending'),
    close: copy('Close button label', 'Read out by screen readers.'),
    missingTitle: copy('Title of the notice naming missing fields'),
    success: section('Notice once sent', {
      title: fixed('Thank You!', 'Title'),
      description: fixed('You can now calculate the estimated pricing.', 'Text'),
    }),
  }).describe('The form that unlocks the calculator.'),
  contact: section('Contact section', { heading: copy('Heading'), text: prose('Text') }).describe(
    'Beside the talent desk’s phone and e-mail.',
  ),
});
