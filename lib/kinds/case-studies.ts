/** Case studies: a client's outcome, listed on /case-studies/ and on its service's page. */
import { z } from 'zod';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { caseStudySummary, headlineFigure, isThin, type CaseStudySummary } from '@/lib/case-studies';
import { describePage } from '@/lib/pages/kind';
import { paths } from '@/lib/paths';
import { trail } from '@/lib/structured-data';
import {
  gradient,
  heading,
  icon,
  industries,
  order,
  resultUnits,
  serviceRef,
  text,
  type ResultUnit,
} from '@/lib/content/schemas';
import { section } from '@/lib/content/copy-rules';
import { define, type Entry } from '@/lib/content/collections/define';
import { defineKind } from './define';

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

export const collection = define({
  name: 'case-studies',
  page: paths.caseStudy,
  label: 'Case studies',
  labelSingular: 'Case study',
  schema: caseStudySchema,
  summary: 'title',
  details: ['industry'],
  icon: 'insights',
});

export function describeCaseStudy(study: CaseStudy) {
  const thin = isThin(study);
  return describePage({
    path: paths.caseStudy(study.slug),
    title: study.title,
    section: caseStudiesCopy.list.title,
    description: study.description,
    type: 'article',
    above: trail({ label: caseStudiesCopy.list.title, href: paths.caseStudies }),
    // A shared link's card leads with the result, as the page does.
    og: {
      kind: `${caseStudiesCopy.detail.eyebrow} · ${study.industry}`,
      text: `${headlineFigure(study.headline)} ${study.headline.label}`,
    },
    // A thin study's page is mostly placeholder text: the lists show the project, but search
    // engines and site search are not offered a page with nothing to read.
    search: thin ? undefined : { kind: 'caseStudies', keywords: [study.industry, ...(study.techStack ?? [])] },
    indexable: !thin,
  });
}

export const kind = defineKind<CaseStudy, CaseStudy, CaseStudySummary>({
  name: 'caseStudies',
  order: 20,
  collection,
  grows: true,
  route: paths.caseStudy,
  describe: describeCaseStudy,
  template: { file: 'case-studies/CaseStudyPage', prop: 'study' },
  // Page size: today's 19 case studies fit on page 1.
  list: {
    base: paths.caseStudies,
    words: { ...caseStudiesCopy.list, label: caseStudiesCopy.list.sectionLabel },
    perPage: 24,
    summary: caseStudySummary,
    filters: true,
    template: 'case-studies/CaseStudiesList',
  },
  search: { group: 'caseStudies', label: 'Case studies', order: 40 },
});
