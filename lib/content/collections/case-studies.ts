/** Case studies: a client's outcome, listed on /case-studies/ and on its service's page. */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import { gradient, heading, icon, industries, order, serviceRef, text } from '../schemas';
import { section } from '../copy-rules';
import { define, type Entry } from './define';

export const caseStudySchema = z.strictObject({
  title: heading('Title', 'The outcome in one line.', 90, 10),
  description: text('Description', 'One or two sentences for cards and search.', 40),
  service: serviceRef,
  industry: z.enum(industries).meta({ title: 'Industry' }),
  icon,
  gradient,
  image: text('Illustration description', 'What the illustration shows; used as its alt text.', 10),
  client: text('Client', 'Leave empty to show "Confidential".').optional(),
  challenge: text('Challenge', 'What the client faced.').optional(),
  solution: text('Solution', 'What we did.').optional(),
  techStack: z.array(text('Technology', 'One tool or platform.')).optional().meta({ title: 'Tech stack' }),
  results: z.array(text('Result', 'One measurable outcome.')).optional().meta({ title: 'Results' }),
  headline: section('Headline result', {
    number: z
      .number()
      .nonnegative()
      .meta({ title: 'Number', description: 'The figure alone, e.g. 34 or 4.2; shown with Indian digit grouping.' }),
    unit: text('Unit', 'Shown after the number: "%", "h", "days", "engineers", "of 18".').max(
      16,
      'must be at most 16 characters (it is set large beside the number)',
    ),
    label: text('What it measures', 'One line, true to the results (or, without them, the description).', 10),
  }).describe('The one figure a buyer sees first: in the page’s result band and, when featured, on the home page.'),
  quote: z
    .strictObject({
      text: text('Quote', 'What the client said, in their words.', 40),
      person: text('Name', 'Who said it.'),
      role: text('Role', 'Their job title at the client, e.g. "Chief Financial Officer".'),
    })
    .optional()
    .meta({ title: 'Client quote', description: 'Leave empty when the client has not given one.' }),
  order,
});
export type CaseStudy = Entry<typeof caseStudySchema>;

export const caseStudies = define({
  name: 'case-studies',
  page: paths.caseStudy,
  label: 'Case studies',
  labelSingular: 'Case study',
  schema: caseStudySchema,
  summary: 'title',
  details: ['industry'],
  icon: 'insights',
});
