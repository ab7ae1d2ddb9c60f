/** Case studies: a client's outcome (the kind, its pages and list: lib/kinds/case-studies.ts). */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import { section } from '../copy-rules';
import { gradient, heading, icon, industries, order, resultUnits, serviceRef, text, type ResultUnit } from '../schemas';
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
  results: z
    .array(text('Result', 'One outcome with its figure: what changed, by how much, against what it was.'))
    .optional()
    .meta({
      title: 'Results',
      description:
        'Without results the study stays in the list of case studies, but no other page may link to it as proof, and its service’s page does not show it.',
    }),
  headline: section('Headline result', {
    number: z
      .number()
      .nonnegative()
      .meta({ title: 'Number', description: 'The figure alone, e.g. 34 or 4.2; shown with Indian digit grouping.' }),
    unit: z.enum(Object.keys(resultUnits) as [ResultUnit, ...ResultUnit[]]).meta({
      title: 'Unit of the change',
      description:
        'What the number measures: time, money, a rate, people placed or downtime. A count of what the project covered (2 data centres, 3 languages) is not a result and has no unit here.',
      labels: resultUnits,
    }),
    label: text(
      'What changed',
      'One line saying what changed, and from what where it helps: "to close the books, down from 12 working days". True to the results (or, without them, the description).',
      10,
    ),
  }).describe(
    'The one figure a buyer sees first: in the page’s result band, on its card and, as proof, on other pages. It says what changed (time, money, a rate, people placed, downtime) with its unit, e.g. 4 days to close the books, down from 12.',
  ),
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
  search: { group: 'caseStudies', label: 'Case studies', order: 40 },
});
