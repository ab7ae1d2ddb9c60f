import { z } from 'zod';
import { copy, fixed, pageOpening, promising, prose, section } from '../copy-rules';

/** content/copy/case-studies.yaml: the case-study list, the case-study page and case-study cards elsewhere. */
export const caseStudiesSchema = z.strictObject({
  list: section('Case-study list (/case-studies/)', {
    ...pageOpening(),
    filterLabel: copy('Service filter label'),
    all: fixed('All', 'Service filter showing every case study'),
    noun: copy('What the count counts', 'In the line above the list, e.g. “Showing 3 of 19 case studies”.'),
    sectionLabel: copy('Case-study list label', 'Read out by screen readers.'),
  }),
  detail: section('Case-study page', {
    eyebrow: copy('Above the title', 'Also in link previews.'),
    clientFallback: fixed('Confidential', 'Client, when a case study names none'),
    facts: section('Fact labels under the title', {
      industry: copy('Industry'),
      service: copy('Service'),
      client: copy('Client'),
    }),
    resultLabel: copy('Result band label', 'Above the headline figure; also read out by screen readers.'),
    quoteHeading: copy('Heading above the client’s quote', 'Shown only on studies with a quote.'),
    cta: section('Call to action', {
      title: copy('Title'),
      text: promising('Text'),
      label: copy('Button', 'It leads to the contact form.'),
    }).describe('The band that ends every case study.'),
    similarHeading: copy(
      'Heading above similar case studies',
      'Shown when two or three other studies are of the same service.',
    ),
    similarOneHeading: copy(
      'Heading above the one similar case study',
      'Shown when one other study is of the same service; with none, the section is left out.',
    ),
    backLink: copy('Link back to the list'),
    headings: section('Section headings', {
      challenge: copy('Challenge'),
      solution: copy('Solution'),
      techStack: copy('Tech stack'),
      results: copy('Results'),
    }),
    placeholders: section('Placeholder text', {
      challenge: prose('Challenge'),
      solution: prose('Solution'),
      techStack: z.array(copy('Item')).min(1).meta({ title: 'Tech stack' }),
      results: z.array(prose('Item')).min(1).meta({ title: 'Results' }),
    }).describe('Shown where a case study has no text of its own yet.'),
  }),
  cardLink: fixed('Read More', 'Link on case-study cards (list, service pages, similar case studies)'),
  relatedLink: fixed('Read Case Study', 'Link on case-study cards of Enterprise IT pages'),
  sectionHeading: fixed("See How We've Done It Before", 'Heading above case studies on service pages'),
});
