import { z } from 'zod';
import { copy, fixed, prose, section, template } from '../copy-rules';

/** content/copy/forms.yaml: what every form says, and what pages say when JavaScript is off. */
export const formsSchema = z.strictObject({
  contactForm: section('Contact form (home page)', {
    fields: section('Field labels', { name: copy('Name'), email: copy('Email'), message: copy('Message') }),
    placeholders: section('Placeholders', {
      name: copy('Name'),
      email: copy('Email'),
      message: copy('Message'),
    }).describe('The grey example text inside each empty field.'),
    submit: copy('Send button'),
    sending: fixed('Sending...', 'Send button while sending'),
    missing: section('Notice when a field is empty', {
      title: fixed('Uh oh! Something is missing.', 'Title'),
      description: fixed('Please fill out all fields before submitting.', 'Text'),
    }),
    success: section('Notice once sent', {
      title: fixed('Message Sent!', 'Title'),
      description: fixed("Thanks for reaching out! We'll get back to you soon.", 'Text'),
    }),
  }),
  noScript: section('When JavaScript is off', {
    contact: prose('Contact form', 'Followed by the e-mail address and phone number.'),
    pricing: prose('Pricing calculator', 'Followed by the e-mail address and phone number.'),
    careers: prose('Job application', 'Followed by the e-mail address and phone number.'),
    dialog: prose('Form in a dialog', 'Beside its send button; the page around the dialog offers e-mail and phone.'),
    filters: prose('Search and filters of the blog and case studies'),
    filtersPaged: prose(
      'Search and filters of a list longer than one page',
      'Its numbered page links follow the list.',
    ),
  }).describe('Shown in place of what cannot work without JavaScript; the rest of the page stays readable.'),
  fieldMessages: section('Beside a field that needs a change', {
    missing: copy('Empty field'),
    email: copy('Not an e-mail address'),
    phone: template('Not a phone number', ['min', 'max'], 'The fewest and most digits allowed.'),
    choice: copy('Not one of the choices'),
    tooLong: template('Too long', ['max', 'length'], 'The most characters the field takes, and how many it has.'),
  }),
  missingFields: template(
    'Notice text listing the empty fields',
    ['fields'],
    'Under the form’s own title for missing details; the page lists the fields by their labels.',
  ),
  notices: section('Notices of every form', {
    invalid: section('When a field needs a change', { title: copy('Title'), description: prose('Text') }),
    notSent: section('When sending fails', {
      title: copy('Title'),
      timeout: prose('When the server takes too long'),
      network: prose('When the server cannot be reached'),
      http: template('When the server answers with an error', ['status'], 'The error’s number.'),
    }),
  }),
  resume: section('Resume upload (job application)', {
    missing: template('No file chosen', ['limit'], 'The largest file allowed, in MB.'),
    wrongType: template('Not a PDF, DOC or DOCX file', ['name'], 'The file’s name.'),
    wrongContent: template('Named like a resume but something else inside', ['name'], 'The file’s name.'),
    tooBig: template(
      'File too large',
      ['name', 'size', 'limit'],
      'The file’s name, its size in MB, and the largest size allowed in MB.',
    ),
    empty: template('Empty file', ['name'], 'The file’s name.'),
  }),
  privacyNote: section('Under each form’s send button', {
    text: copy('Text'),
    link: copy('Link to the privacy notice'),
  }),
  honeypot: copy(
    'Hidden trap field label',
    'Only spam robots, which fill in every field, ever see it; people never do.',
  ),
});
