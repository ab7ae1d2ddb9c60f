/**
 * Bad inputs an editor can make, one table for both halves of e2e/rules-in-cms.spec.ts: each is
 * refused in the CMS form before Save and by the content check, with the same words. The words
 * come from the rules' one source (lib/content/rule-words.ts, the schemas' own messages), never
 * restated here.
 */
import { readFileSync } from 'node:fs';
import { parse, parseDocument } from 'yaml';
import { BODY_RULES } from '../lib/content/body-rules';
import { contentPath } from '../lib/build/content-dir.cjs';
import { collectionDefs } from '../lib/content/collections';
import { resultUnits, siteSchema, titleOf } from '../lib/content/schemas';
import { jobSchema } from '../lib/content/collections/jobs';
import {
  asSentence,
  choices,
  EMAIL,
  hiddenCharacter,
  markdownInPlainText,
  listMaximum,
  listMinimum,
  NO_ADDRESS,
  notAFile,
  notAPage,
  proofWithoutResults,
  REQUIRED,
  siteAddress,
  tooLong,
  tooShort,
} from '../lib/content/rule-words';
import { aheadProblem, dateProblem, buildDay } from '../lib/text/dates';
import { paths } from '../lib/paths';

export interface BadInput {
  name: string;
  /** The content file, and where the CMS opens it: an entry's address or a file's label. */
  file: string;
  open: { entry: string } | { label: string };
  /** The field's label in the form, and its key path in the file. */
  label: string;
  path: (string | number)[];
  /** The bad value as the file holds it (undefined: the field is left out). */
  value?: unknown;
  /** Typed into the field's box in the form, when the form takes it as text; else the file holds it. */
  typed?: string;
  /** An article's body, changed. */
  body?: (body: string) => string;
  /** The field typed into to make the entry changed, when the bad value comes in the file. */
  touch?: [label: string, value: string];
  /** What both say. */
  words: string;
  /** A rule across fields, which the check applies once the entry's fields are valid: in an entry of its own. */
  alone?: true;
  /** A rule across pages (a link to one), which the check applies once every entry is valid: in a run of its own. */
  acrossPages?: true;
}

const job = { file: 'content/jobs/devops-engineer.yaml', open: { entry: 'jobs/entries/devops-engineer' } };
const jobTouch: [string, string] = ['Job title', 'DevOps Engineer (Platform)'];
const post = {
  file: 'content/blog/fast-accessible-nextjs-sites.md',
  open: { entry: 'blog/entries/fast-accessible-nextjs-sites' },
};
const postTouch: [string, string] = ['Title', 'Fast, accessible Next.js sites'];
const site = { file: 'content/site.yaml', open: { label: 'Company details' } };
const product = { file: 'content/products/5g-cpe.yaml', open: { entry: 'products/entries/5g-cpe' } };
const productTouch: [string, string] = ['Title', '5G CPE (indoor and outdoor)'];
const regexMessage = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: string,
) => asSentence(schema.safeParse(v).error!.issues[0]!.message);

export const badInputs: BadInput[] = [
  {
    ...job,
    name: 'a job title over 60 characters',
    label: 'Job title',
    path: ['title'],
    typed: `${'Senior Platform Engineer, '.repeat(3)}Cloud`,
    words: tooLong(60),
  },
  { ...job, name: 'a job without a title', label: 'Job title', path: ['title'], typed: '', words: REQUIRED },
  {
    ...job,
    name: 'a summary too short for the careers list',
    label: 'Summary',
    path: ['summary'],
    typed: 'Run our CI.',
    words: tooShort(80),
  },
  {
    ...job,
    name: '2 responsibilities where 3 are the least',
    label: 'Responsibilities',
    path: ['responsibilities'],
    value: ['Run the pipelines.', 'Keep the clusters healthy.'],
    touch: jobTouch,
    words: listMinimum('Responsibilities', 'Responsibility', 3),
  },
  {
    ...job,
    name: 'one benefit where 2 are the least',
    label: 'What we offer',
    path: ['offer'],
    value: ['Health cover.'],
    touch: jobTouch,
    words: listMinimum('What we offer', 'Benefit', 2),
  },
  {
    ...job,
    name: 'a list of responsibilities emptied',
    label: 'Responsibilities',
    path: ['responsibilities'],
    value: [],
    touch: jobTouch,
    words: listMinimum('Responsibilities', 'Responsibility', 3),
  },
  {
    ...job,
    name: 'an empty list of requirements',
    label: 'Requirements',
    path: ['requirements'],
    value: [],
    touch: jobTouch,
    words: listMinimum('Requirements', 'Requirement', 3),
  },
  {
    ...job,
    name: 'a closing date before the posted date',
    alone: true,
    label: 'Applications close',
    path: ['validThrough'],
    value: '2020-01-01',
    typed: '01-01-2020',
    words: dateProblem('2020-01-01', {
      label: titleOf(jobSchema, 'datePosted'),
      value: (parse(readFileSync(contentPath(job.file), 'utf8')) as { datePosted: string }).datePosted,
    })!,
  },
  {
    ...job,
    name: 'an experience level that is not one of the four',
    label: 'Experience',
    path: ['experience'],
    value: '7+ years',
    touch: jobTouch,
    words: choices(['3+ years', '5+ years', '8+ years', '10+ years']),
  },
  {
    ...post,
    name: 'a javascript: link in an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\n[Read this](javascript:alert(document.domain))\n\n## '),
    touch: postTouch,
    words: BODY_RULES.link,
  },
  {
    ...post,
    name: 'a data: picture in an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\n![Chart](data:image/png;base64,AAAA)\n\n## '),
    touch: postTouch,
    words: BODY_RULES.link,
  },
  {
    ...post,
    name: 'raw <script> HTML in an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\n<script>alert(1)</script>\n\n## '),
    touch: postTouch,
    words: BODY_RULES.html,
  },
  {
    ...post,
    name: 'a link to another site in an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\n[Elsewhere](https://evil.example/)\n\n## '),
    touch: postTouch,
    words: BODY_RULES.link,
  },
  {
    ...post,
    name: 'a link to a page the site does not have in an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\nSee [our services](/services/nonexistent/).\n\n## '),
    touch: postTouch,
    acrossPages: true,
    words: notAPage('/services/nonexistent/'),
  },
  {
    // Another article than the other link's: two such changes to one body would make a copy of it.
    file: 'content/blog/preparing-for-post-quantum-cryptography.md',
    open: { entry: 'blog/entries/preparing-for-post-quantum-cryptography' },
    name: 'a link in an article to a case study without results',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\nSee how [one client](/case-studies/sentiment-analysis/) did it.\n\n## '),
    touch: ['Title', 'Preparing for Post-Quantum Cryptography'],
    acrossPages: true,
    words: proofWithoutResults('sentiment-analysis'),
  },
  {
    ...post,
    name: 'an article heading that skips from ## to ####',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## ([^\n]*)\n/, '\n## $1\n\n#### A skipped level\n'),
    touch: postTouch,
    words: BODY_RULES.skipped,
  },
  {
    ...post,
    name: 'a "# " heading in an article, a second page title',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\n# A second title\n\n## '),
    touch: postTouch,
    words: BODY_RULES.title,
  },
  {
    ...post,
    name: 'an iframe pasted into an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\n<iframe src="/services/"></iframe>\n\n## '),
    touch: postTouch,
    words: BODY_RULES.html,
  },
  {
    ...post,
    name: 'a right-to-left override in an article’s paragraph',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\nThe pipeline \u202Eruns nightly.\n\n## '),
    touch: postTouch,
    words: hiddenCharacter('U+202E'),
  },
  {
    // Another article: a second link across pages in the same one would go into a copy, whose title
    // the check refuses as the original's before it reads any link.
    file: 'content/blog/moving-erp-to-the-cloud.md',
    open: { entry: 'blog/entries/moving-erp-to-the-cloud' },
    name: 'a link to a PDF the site does not have in an article',
    label: 'Article',
    path: [],
    body: (b) => b.replace(/\n## /, '\nRead [the datasheet](/datasheets/nonexistent.pdf).\n\n## '),
    touch: ['Title', 'Moving your ERP to the cloud before end of support'],
    acrossPages: true,
    words: notAFile('/datasheets/nonexistent.pdf'),
  },
  {
    ...job,
    name: 'bold typed into a job’s summary, which is shown as typed',
    label: 'Summary',
    path: ['summary'],
    typed: 'Run **our** CI/CD pipelines and the Kubernetes clusters our delivery teams ship to every day.',
    words: markdownInPlainText('bold', '**our**'),
  },
  {
    ...post,
    name: 'an article title over 100 characters',
    label: 'Title',
    path: ['title'],
    typed: 'Fast, accessible Next.js sites '.repeat(4),
    words: tooLong(100),
  },
  {
    ...post,
    name: 'an excerpt over 300 characters',
    label: 'Excerpt',
    path: ['excerpt'],
    typed: 'Static pages, small islands and budgets. '.repeat(8),
    words: tooLong(300),
  },
  {
    ...post,
    name: 'an article without tags',
    label: 'Tags',
    path: ['tags'],
    value: [],
    touch: postTouch,
    words: listMinimum('Tags', 'Tag', 1),
  },
  { ...site, name: 'a bad e-mail address', label: 'E-mail', path: ['email'], typed: 'hello@quantivo', words: EMAIL },
  {
    ...site,
    name: 'an http:// address where https:// is required',
    label: 'Public URL',
    path: ['defaultUrl'],
    typed: 'http://quantivo.example',
    words: regexMessage(siteSchema.shape.defaultUrl, 'http://quantivo.example'),
  },
  {
    ...site,
    name: 'a PIN code of four digits',
    label: 'PIN code',
    path: ['address', 'postalCode'],
    typed: '1100',
    words: regexMessage(siteSchema.shape.address.shape.postalCode, '1100'),
  },
  {
    ...product,
    name: 'a product summary over 160 characters',
    label: 'Summary',
    path: ['summary'],
    typed: 'Indoor and outdoor 5G customer premises equipment for fixed wireless access. '.repeat(3),
    words: tooLong(160),
  },
  {
    ...product,
    name: 'a picture outside the images folder',
    label: 'Image file',
    path: ['images', 0, 'src'],
    value: '/uploads/5g-cpe.jpg',
    touch: productTouch,
    words: regexMessage(collectionDefs.products.schema.shape.images.element.shape.src, '/uploads/5g-cpe.jpg'),
  },
  {
    file: 'content/enterprise-it/compute-storage.md',
    open: { entry: 'enterprise-it/entries/compute-storage' },
    name: 'four related case studies where 3 are the most',
    label: 'Related case studies',
    path: ['relatedCaseStudies'],
    value: ['hybrid-cloud', 'core-banking-modernisation', 'sap-s4hana-chemicals-migration', 'kubernetes-platform'],
    touch: ['Title', 'Compute and Storage Platforms'],
    words: listMaximum('Related case studies', 'Case study', 3),
  },
  {
    file: 'content/copy/careers.yaml',
    open: { label: 'Careers pages' },
    name: 'a careers search description over 160 characters',
    label: 'Search description',
    path: ['description'],
    typed: 'Careers at Quantivo Technologies: open roles in React, SAP and DevOps. '.repeat(3),
    words: tooLong(160),
  },
  {
    file: 'content/copy/home.yaml',
    open: { label: 'Home page' },
    name: 'a home search description under 50 characters',
    label: 'Search description',
    path: ['description'],
    typed: 'IT staffing and quantum computing.',
    words: tooShort(50),
  },
  {
    file: 'content/case-studies/hybrid-cloud.yaml',
    open: { entry: 'case-studies/entries/hybrid-cloud' },
    name: 'a headline that counts the project’s scope, not a change',
    label: 'Unit of the change',
    path: ['headline', 'unit'],
    value: 'data centres',
    touch: ['What changed', 'a year less in running costs'],
    words: choices(Object.values(resultUnits)),
  },
  {
    ...job,
    name: 'a job posted in the year 9999',
    // Its closing date is then before it too: that is the rule of another field.
    alone: true,
    label: 'Date posted',
    path: ['datePosted'],
    value: '9999-01-01',
    typed: '01-01-9999',
    words: aheadProblem('9999-01-01', buildDay())!,
  },
  {
    ...job,
    name: 'a job titled "Page.", whose address would be the list’s paging folder',
    label: 'Job title',
    path: ['title'],
    typed: 'Page.',
    words: siteAddress(paths.job('page')),
  },
  {
    ...job,
    name: 'a job title of emoji only',
    label: 'Job title',
    path: ['title'],
    typed: '🚀🚀🚀🚀🚀',
    words: NO_ADDRESS,
  },
  {
    ...job,
    name: 'a right-to-left override in a job title',
    label: 'Job title',
    path: ['title'],
    typed: 'Site Reliability \u202EEngineer',
    words: hiddenCharacter('U+202E'),
  },
  {
    ...post,
    name: 'a zero-width space in an article title',
    label: 'Title',
    path: ['title'],
    typed: 'Fast,\u200B accessible Next.js sites',
    words: hiddenCharacter('U+200B'),
  },
  {
    ...site,
    name: 'a company phone with letters in it',
    label: 'Phone',
    path: ['phone'],
    typed: '+91 11 4567 CALL-NOW',
    words: regexMessage(siteSchema.shape.phone, '+91 11 4567 CALL-NOW'),
  },
  {
    file: 'content/case-studies/hybrid-cloud.yaml',
    open: { entry: 'case-studies/entries/hybrid-cloud' },
    name: 'a headline number cleared',
    label: 'Number',
    path: ['headline', 'number'],
    value: null,
    touch: ['What changed', 'a year less in running costs'],
    words: REQUIRED,
  },
];

const FRONT = /^---\n([\s\S]*?)\n---\n/;

/** The file's text with the case's bad value in it. */
export function withBadInput(text: string, input: BadInput): string {
  const front = FRONT.exec(text);
  const yamlText = front ? front[1]! : text;
  const rest = front ? text.slice(front[0].length) : '';
  let changed = `${yamlText}\n`;
  if (input.path.length) {
    const doc = parseDocument(yamlText);
    const now = doc.getIn(input.path) as { items?: unknown[] } | undefined;
    // "first n": the list as it is, cut to its first n items.
    const cut = typeof input.value === 'string' && /^first \d+$/.exec(input.value);
    // null is a value the file holds (a number cleared in the CMS), not a field left out.
    const value =
      input.value !== undefined ? input.value : input.typed !== undefined && !input.typed ? undefined : input.typed;
    if (cut && now?.items) now.items.splice(Number(cut[0].split(' ')[1]));
    else if (value === undefined) doc.deleteIn(input.path);
    else doc.setIn(input.path, value);
    changed = doc.toString({ lineWidth: 0 });
  }
  const body = input.body ? input.body(rest) : rest;
  return front ? `---\n${changed}---\n${body}` : changed;
}

/**
 * Where each of `inputs` goes when all are written at once: a file holds each bad input of a
 * different field; another of the same field (or a second broken body, as a body's first break is
 * the one reported), or a rule that needs its entry to itself, goes into a copy of the entry
 * (`devops-engineer-2.yaml`). `read` gives a file's own text.
 */
export function placeBadInputs(inputs: BadInput[], read: (file: string) => string) {
  const texts = new Map<string, string>();
  const fileOf = new Map<BadInput, string>();
  const taken = new Set<string>();
  for (const input of inputs) {
    const slot = input.alone ? '*' : `${input.path.join('.') || 'body'}`;
    let file = input.file;
    for (let n = 2; taken.has(`${file}#${slot}`) || (input.alone && texts.has(file)); n++)
      file = input.file.replace(/(\.\w+)$/, `-${n}$1`);
    taken.add(`${file}#${slot}`);
    fileOf.set(input, file);
    texts.set(file, withBadInput(texts.get(file) ?? read(input.file), input));
  }
  return { texts, fileOf };
}
