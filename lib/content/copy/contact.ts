import { z } from 'zod';
import { copy, pageOpening, promising, section } from '../copy-rules';

/**
 * content/copy/contact.yaml: the contact page, /contact/, the address a buyer types. The form is
 * the home page's (forms.yaml); the details, hours and reply time are Company details'.
 */
export const contactSchema = z.strictObject({
  ...pageOpening(),
  intro: promising('Introduction'),
  formHeading: copy('Form heading'),
  detailsHeading: copy('Heading above the details'),
  hours: copy('Office hours label', 'Before Company details → Promises → Office hours.'),
  reply: copy('Reply time label', 'Before Company details → Promises → Reply to an enquiry, e.g. “We reply within”.'),
  grievance: section('Grievance officer', {
    heading: copy('Heading'),
    text: promising('Text', 'Who to write to about personal data, and how soon the officer answers.'),
    link: copy('Link to the privacy notice'),
  }),
});
