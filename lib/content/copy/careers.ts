import { z } from 'zod';
import { jobFacts, jobFilters } from '../job-facts';
import { copy, fixed, pageOpening, prose, section, template } from '../copy-rules';
import { labelOf } from '../rule-words';

/** One piece of copy per fact (or filter) of lib/content/job-facts.ts, so one declared there cannot go unlabelled. */
const perFact = <K extends string>(facts: readonly { key: K }[], title: (fact: string) => string) =>
  Object.fromEntries(facts.map(({ key }) => [key, copy(title(labelOf(key)))])) as Record<K, ReturnType<typeof copy>>;

/** content/copy/careers.yaml: the careers list, its filters, the application dialog and a job's page. */
export const careersSchema = z.strictObject({
  ...pageOpening(),
  listLabel: copy('List label', 'Read out by screen readers.'),
  filters: section('Search and filters', {
    searchLabel: copy('Search box label'),
    searchPlaceholder: copy('Search box placeholder'),
    any: z
      .strictObject(perFact(jobFilters, (fact) => `Any ${fact.toLowerCase()}`))
      .meta({ title: 'Each filter’s first choice', description: 'It lists every job, e.g. “All roles”.' }),
  }),
  results: section('Results line', {
    noun: copy('Counted item', 'The word after the count: “Showing 2 of 6 openings”.'),
    noMatch: fixed('No matching job openings found. Try adjusting your filters.', 'When nothing matches'),
    none: copy(
      'When there are no openings at all',
      'Shown when every job is closed: say when to look again or how to write in.',
    ),
    clear: copy('Clear filters button'),
  }),
  apply: fixed('Apply Now', 'Apply button'),
  facts: section('Job facts', {
    ...perFact(jobFacts, (fact) => fact),
    employmentType: copy('Employment type'),
    posted: copy('Date posted'),
    validThrough: copy('Closing date'),
  }).describe('The labels of a job’s details, on its card and its page, and of the filters.'),
  dialog: z
    .strictObject({
      title: template('Dialog title', ['job']),
      intro: prose('Introduction'),
      fields: section('Field labels', {
        name: fixed('Full Name', 'Name'),
        email: fixed('Email Address', 'E-mail'),
        phone: fixed('Phone Number', 'Phone'),
        resume: copy('Resume'),
        consent: copy('Consent', 'Names the consent box when it is missing.'),
      }),
      consent: prose(
        'Consent text',
        'The candidate’s consent to process their CV (DPDP Act 2023). Do not use the resume field’s label in it: screen readers would confuse the two.',
      ),
      consentMissing: copy('When the consent box is not ticked'),
      fileChosen: copy('Before the chosen file’s name'),
      fileHint: copy('Before a file is chosen'),
      submit: copy('Send button'),
      submitting: fixed('Submitting...', 'Send button while sending'),
      cancel: copy('Cancel button'),
      close: copy('Close button label', 'Read out by screen readers.'),
      missingTitle: copy('Title of the notice naming missing fields'),
      fileProblemTitle: copy('Title of the notice about a wrong file'),
      success: section('Notice once sent', {
        title: fixed('Application Submitted!', 'Title'),
        description: fixed('Thank you for applying for the {job} position. We will review your application.', 'Text'),
      }),
    })
    .refine((dialog) => !dialog.consent.toLowerCase().includes(dialog.fields.resume.toLowerCase()), {
      path: ['consent'],
      message: 'must not contain the resume field’s label',
    })
    .meta({ title: 'Application dialog' }),
  job: section('A job’s page', {
    eyebrow: copy('Eyebrow', 'Above a job’s title on its page.'),
    detailsHeading: copy('Details heading'),
    employmentTypes: section('Employment type names', { FULL_TIME: copy('Full-time'), CONTRACTOR: copy('Contract') }),
    sections: section('Section headings', {
      responsibilities: copy('Responsibilities heading'),
      requirements: copy('Requirements heading'),
      offer: copy('Offer heading'),
    }).describe('Also in the job’s listing for search engines.'),
    applyIntro: copy('Beside the apply button'),
    back: copy('Link back to the list'),
    closed: section('When a job has closed', {
      title: copy('Title'),
      text: copy(
        'Before the closing date',
        'Shown with the closing date once that has passed; a job closed before its date says only what follows.',
      ),
      next: prose('After the closing date'),
      link: copy('Link to the open roles'),
    }),
  }),
});
