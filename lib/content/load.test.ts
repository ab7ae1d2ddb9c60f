/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectionDefs, type CollectionDef } from './collections';
import { fieldInFile, loadCollection, loadFile, routeNames } from './load';
import { singletons } from './singletons';
import { problems } from './problems.fixture';
import { BODY_RULES } from './body-rules';
import { hiddenCharacter, markdownInPlainText, NO_ADDRESS, sameTitle, siteAddress } from './rule-words';
import { EDITED } from '../build/content-dir.cjs';

// Each test writes a throwaway project, its content where an editor's is (lib/build/content-dir.cjs).
process.env.CONTENT_DIR = EDITED;

/** A throwaway content root holding one collection's files, and the route folders named. */
function load(def: CollectionDef, files: Record<string, string>, routes: string[] = []) {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  mkdirSync(join(root, def.folder), { recursive: true });
  for (const route of routes) mkdirSync(join(root, 'app', route), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, def.folder, name), text);
  return () => loadCollection(def, root);
}

const job = `title: Platform Engineer
location: Pune
role: Engineering
experience: 5+ years
summary: Run Kubernetes platforms and CI/CD for client products, with a small and supportive team in our Pune office.
employmentType: FULL_TIME
datePosted: 2026-11-01
validThrough: 2027-01-31
responsibilities:
  - Run Kubernetes clusters.
  - Build CI/CD pipelines.
  - Write Terraform modules.
requirements:
  - Five years in platform work.
  - Kubernetes in production.
  - Terraform and Bash.
offer:
  - Health insurance for your family.
  - A learning budget.
`;

describe('content loader', () => {
  it('reads a valid entry, its slug from the file name', () => {
    const [entry] = load(collectionDefs.jobs, { 'platform-engineer.yaml': job })();
    expect(entry).toMatchObject({ slug: 'platform-engineer', title: 'Platform Engineer', validThrough: '2027-01-31' });
  });

  it('reads a title pasted from Word with plain spaces and no soft hyphen', () => {
    const pasted = job.replace('title: Platform Engineer', 'title: "Senior\u00A0Platform\u00ADEngineer"');
    const [entry] = load(collectionDefs.jobs, { 'senior-platformengineer.yaml': pasted })();
    expect(entry?.title).toBe('Senior PlatformEngineer');
  });

  it.each([
    [
      'a missing field',
      job.replace('role: Engineering\n', ''),
      'content/jobs/x.yaml:1: Role (role): This field is required.',
    ],
    [
      'a bad date',
      job.replace('validThrough: 2027-01-31', 'validThrough: 31/01/2027'),
      'content/jobs/x.yaml:8: Applications close (validThrough): Must be a date written YYYY-MM-DD. Found: "31/01/2027"',
    ],
    [
      'an impossible date',
      job.replace('datePosted: 2026-11-01', 'datePosted: 2026-02-30'),
      'content/jobs/x.yaml:7: Date posted (datePosted): Must be a date written YYYY-MM-DD. Found: "2026-02-30"',
    ],
    [
      'a closing date before posting',
      job.replace('validThrough: 2027-01-31', 'validThrough: 2026-10-01'),
      'content/jobs/x.yaml:8: Applications close (validThrough): Must not be before Date posted (01-11-2026).',
    ],
    [
      'a date in the year 9999',
      job.replace('validThrough: 2027-01-31', 'validThrough: 9999-01-31'),
      'content/jobs/x.yaml:8: Applications close (validThrough): Is more than a year ahead; check the year.',
    ],
    [
      'a right-to-left override in a title',
      job.replace('title: Platform Engineer', 'title: "Platform \u202EEngineer"'),
      `content/jobs/x.yaml:1: Job title (title): ${hiddenCharacter('U+202E')}`,
    ],
    [
      'a zero-width space in a list’s item',
      job.replace('  - A learning budget.', '  - "A learning\u200B budget."'),
      `content/jobs/x.yaml:19: What we offer › item 2 (offer[1]): ${hiddenCharacter('U+200B')}`,
    ],
    [
      'bold typed into the summary, which is shown as typed',
      job.replace('summary: Run Kubernetes', 'summary: Run **Kubernetes**'),
      `content/jobs/x.yaml:5: Summary (summary): ${markdownInPlainText('bold', '**Kubernetes**')}`,
    ],
    [
      'a list typed into the summary',
      job.replace('summary: Run Kubernetes', 'summary: |-\n  You will:\n  - run Kubernetes'),
      `content/jobs/x.yaml:5: Summary (summary): ${markdownInPlainText('a list', `- run Kubernetes${job.split('Run Kubernetes')[1]!.split('\n')[0]}`)}`,
    ],
    [
      'a title of emoji only',
      job.replace('title: Platform Engineer', 'title: 🚀🚀🚀🚀🚀'),
      `content/jobs/x.yaml:1: Job title (title): ${NO_ADDRESS}`,
    ],
    [
      'a value outside the list',
      job.replace('location: Pune', 'location: Chennai'),
      'content/jobs/x.yaml:2: Location (location): Choose one of: New Delhi, Remote, Mumbai, Bangalore, Pune.',
    ],
    [
      'a misspelt field',
      `${job}benefits: []\n`,
      'content/jobs/x.yaml:1: The entry: Unknown field(s) "benefits"; check the spelling against the schema.',
    ],
    [
      'too few list items',
      job.replace('  - Terraform and Bash.\n', '').replace('  - Kubernetes in production.\n', ''),
      'content/jobs/x.yaml:14: Requirements (requirements): Add at least 3 requirements.',
    ],
    [
      'broken YAML',
      job.replace('title: Platform Engineer', 'title: "Platform Engineer'),
      // The parser gives up at the end of the file, past its last line.
      `content/jobs/x.yaml:${job.split('\n').length}: is not valid YAML (Missing closing "quote)`,
    ],
  ])('names the file, line, field and expectation for %s', (_, text, message) => {
    expect(problems(load(collectionDefs.jobs, { 'x.yaml': text })).join('\n')).toContain(message);
  });

  const anchors =
    'uses a YAML anchor (&name) or alias (*name), which the content manager never writes; write the text out in full';

  it('names the file and line of a YAML alias bomb, and refuses a file over 1 MB before parsing it', () => {
    // Each level doubles the one before: ten levels expand to over a thousand copies.
    const levels = Array.from({ length: 10 }, (_, i) => `l${i + 1}: &l${i + 1} [*l${i}, *l${i}]`);
    const bomb = `${job}l0: &l0 [x]\n${levels.join('\n')}\n`;
    const huge = job.replace('Platform Engineer', 'x'.repeat(1_100_000));
    // The first anchor's line, the one after the job's: a field added to the job moves it.
    const anchorLine = job.split('\n').length;
    expect(problems(load(collectionDefs.jobs, { 'bomb.yaml': bomb, 'huge.yaml': huge }))).toEqual([
      `content/jobs/bomb.yaml:${anchorLine}: ${anchors}`,
      'content/jobs/huge.yaml: is 1.1 MB, over the 1 MB a content file may have; split it or shorten it',
    ]);
  });

  describe('a page of copy as editors write it', () => {
    const home = singletons.find((def) => def.file === 'content/copy/home.yaml')!;
    const read = (text: string) => {
      const root = mkdtempSync(join(tmpdir(), 'content-'));
      mkdirSync(join(root, 'content/copy'), { recursive: true });
      writeFileSync(join(root, home.file), text);
      return () => loadFile(home.file, home.schema, root);
    };

    // One anchor named by 98 aliases in an 849 KB page passed: 83 MB of text on one page (issue 61, finding 4).
    it('refuses one anchor with many aliases, naming the file and line, before it expands', () => {
      const words = 'Quantum-safe links for Indian banks, built and run from New Delhi. '.repeat(12_500);
      const aliases = Array.from({ length: 98 }, () => '  - *intro').join('\n');
      const page = `intro: &intro "${words}"\nrepeats:\n${aliases}\n`;
      expect(Buffer.byteLength(page)).toBeLessThan(1_000_000);
      expect(problems(read(page))).toEqual([`${home.file}:1: ${anchors}`]);
      expect(problems(read(`title: Home\nlead: Quantum\nmore: *lead\n`))).toEqual([`${home.file}:3: ${anchors}`]);
    });

    it('bounds the page as the build carries it, after parsing, not only the file', () => {
      // Under 1 MB as written, over it as the JSON module the build imports (each quote escaped).
      const page = `intro: ${'a"'.repeat(350_000)}\n`;
      expect(Buffer.byteLength(page)).toBeLessThan(1_000_000);
      expect(problems(read(page))).toEqual([
        `${home.file}: once read, is 1.1 MB, over the 1 MB a content file may have; split it or shorten it`,
      ]);
    });
  });

  it('lists the problems of every file in one error', () => {
    const found = problems(
      load(collectionDefs.jobs, {
        'a.yaml': job.replace('role: Engineering\n', ''),
        'b.yaml': job.replace('location: Pune', 'location: Chennai').replace('Platform', 'Data Platform'),
      }),
    );
    expect(found.map((p) => p.split(':')[0])).toEqual(['content/jobs/a.yaml', 'content/jobs/b.yaml']);
  });

  it('refuses file names that cannot be a URL, and files of another format', () => {
    const found = problems(load(collectionDefs.jobs, { 'Platform Engineer.yaml': job, 'notes.txt': 'x' }));
    expect(found).toEqual([
      'content/jobs/Platform Engineer.yaml: the file name must be a slug of lowercase letters, digits and single hyphens',
      'content/jobs/notes.txt: Jobs files must end in .yaml',
    ]);
  });

  it('refuses an address the site’s routes keep, as a file name or as the title it is made from', () => {
    const routes = ['careers/page/[page]', 'careers/list.json', 'careers/[slug]'];
    expect(
      problems(load(collectionDefs.jobs, { 'page.yaml': job.replace('Platform Engineer', 'Page.') }, routes)),
    ).toEqual([
      `content/jobs/page.yaml: ${siteAddress('/careers/page/')} Rename the file.`,
      `content/jobs/page.yaml:1: Job title (title): ${siteAddress('/careers/page/')}`,
    ]);
    expect(
      load(collectionDefs.jobs, { 'page-designer.yaml': job.replace('Platform Engineer', 'Page Designer') }, routes)(),
    ).toHaveLength(1);
  });

  it('reads the names the routes keep from the route tree itself', () => {
    expect(routeNames('/careers/')).toEqual(['list.json', 'page']);
    expect(routeNames('/products/')).toEqual(['compare', 'range']);
    expect(routeNames('/services/')).toEqual(['enterprise-it']);
    expect(routeNames('/profile/')).toEqual([]);
  });

  it('refuses two entries whose titles make the same address, naming each in the other’s problem, the new one too', () => {
    const found = problems(
      load(collectionDefs.jobs, {
        'platform-engineer.yaml': job,
        'platform-engineer-1.yaml': job.replace('Platform Engineer', 'Platform engineer!'),
      }),
    );
    expect(found).toEqual([
      `content/jobs/platform-engineer.yaml:1: Job title (title): ${sameTitle('content/jobs/platform-engineer-1.yaml')}`,
      `content/jobs/platform-engineer-1.yaml:1: Job title (title): ${sameTitle('content/jobs/platform-engineer.yaml')}`,
    ]);
  });

  it('enforces the counts a page is designed for (six features, four steps)', () => {
    const feature = '  - title: Feature\n    description: What it does.\n';
    const step = '    - title: Step\n      description: What happens.\n';
    const service = (features: number, steps: number) =>
      `order: 10\ntitle: Cloud\nshortTitle: Cloud\ndescription: Cloud landing zones, Kubernetes platforms and FinOps for Indian enterprises and start-ups.\nicon: cloud\ngradient: sky-indigo\nintro:\n  - One paragraph.\nprocess:\n  title: How we work\n  steps:\n${step.repeat(steps)}features:\n${feature.repeat(features)}caseStudies:\n  limit: 4\n`;
    expect(load(collectionDefs.services, { 'cloud-infrastructure.yaml': service(6, 4) })()).toHaveLength(1);
    expect(problems(load(collectionDefs.services, { 'cloud-infrastructure.yaml': service(5, 3) }))).toEqual([
      'content/services/cloud-infrastructure.yaml:12: Process › Steps (process.steps): List exactly 4 steps.',
      'content/services/cloud-infrastructure.yaml:19: Features (features): List exactly 6 features.',
    ]);
  });

  it('refuses a headline result that counts the project’s scope instead of a change, in the words of its closed list', () => {
    const study = readFileSync('fixtures/content/case-studies/hybrid-cloud.yaml', 'utf8');
    const scope = study.replace(/number: .*\n  unit: .*\n/, 'number: 2\n  unit: data centres\n');
    expect(load(collectionDefs.caseStudies, { 'x.yaml': study })()).toHaveLength(1);
    expect(() => load(collectionDefs.caseStudies, { 'x.yaml': scope })()).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(
            /^content\/case-studies\/x\.yaml:\d+: Headline result › Unit of the change \(headline\.unit\): Choose one of: % · a rate .*₹ crore · money saved or earned, engineers · placed or hired, people · placed, hired or trained\.$/,
          ),
        ],
      }),
    );
  });

  it('reads Markdown front matter and keeps the body, with lines counted from the file start', () => {
    const md = (front: string) => `---\n${front}\n---\n\n## A section\n\nText.\n`;
    const front =
      'title: A note\ndate: 2026-11-02\ncategory: ERP\ntags:\n  - SAP\nexcerpt: A short note.\nauthor: Neha Kapoor, Consultant';
    const [post] = load(collectionDefs.posts, { 'a-note.md': md(front) })();
    expect(post).toMatchObject({ slug: 'a-note', category: 'ERP', body: '\n## A section\n\nText.\n' });
    expect(problems(load(collectionDefs.posts, { 'a-note.md': md(front.replace('ERP', 'Cooking')) }))).toEqual([
      'content/blog/a-note.md:4: Category (category): Choose one of: Quantum, ERP, Development, Cybersecurity.',
    ]);
    // The body's slips, each with the one rule it breaks at its line of the file.
    expect(
      problems(
        load(collectionDefs.posts, { 'a-note.md': md(front).replace('Text.', 'The pipeline \u202Eruns nightly.') }),
      ),
    ).toEqual([`content/blog/a-note.md:13: Article (body): ${hiddenCharacter('U+202E')}`]);
    expect(problems(load(collectionDefs.posts, { 'a-note.md': md(front).replace('Text.', '# Text.') }))).toEqual([
      `content/blog/a-note.md:13: Article (body): ${BODY_RULES.title} Found: # Text.`,
    ]);
    expect(problems(load(collectionDefs.posts, { 'a-note.md': '## No front matter\n' }))).toEqual([
      'content/blog/a-note.md: must start with front matter between two "---" lines',
    ]);
  });

  it('names a field of a file read again, as the references between entries word their problems', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'content/jobs'), { recursive: true });
    writeFileSync(join(root, 'content/jobs/x.yaml'), job);
    expect(fieldInFile('content/jobs/x.yaml', collectionDefs.jobs.schema, root)(['requirements', 1])).toBe(
      'content/jobs/x.yaml:15: Requirements › item 2 (requirements[1])',
    );
  });
});
