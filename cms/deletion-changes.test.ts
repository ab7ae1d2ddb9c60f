/** @jest-environment node */
import { notAPage, onLine } from '@/lib/content/rule-words';
import { deletionChanges, linkRefusals, noteDeletionChange, type Change, type FieldRow } from './deletion-changes';

const services = { name: 'enterpriseServices', label: 'Enterprise IT services' };
const related = { name: 'relatedCaseStudies', label: 'Related case studies' };
const change = (id: string, summary: string, relation: Partial<Change['relation']> = {}): Change => ({
  entry: { id },
  relation: { sourceCollection: services, fieldConfig: related, ...relation },
  keyPaths: [relation.fieldConfig?.name ?? related.name],
  summary,
});

describe('the pages a deletion changes', () => {
  it('names each field it takes the entry out of once, by its page as the menu names it, but not those that refuse it', () => {
    const plan = {};
    noteDeletionChange(plan, change('compute', 'Compute & Storage'));
    // A second locale, or a second look at the same field, notes nothing more.
    noteDeletionChange(plan, change('compute', 'Compute & Storage'));
    noteDeletionChange(plan, change('database', 'Database Management'));
    const home = { name: '_singletons' };
    noteDeletionChange(
      plan,
      change('home', 'Home', {
        sourceCollection: home,
        sourceCollectionFile: { label: 'Home page' },
        fieldConfig: { name: 'caseStudy' },
      }),
    );
    const refusal: FieldRow = {
      entry: { id: 'home' },
      keyPath: 'caseStudy',
      collectionLabel: 'Home page',
      summary: 'Home',
      fieldLabel: 'caseStudy',
      messages: ['This field is required.'],
    };
    expect(deletionChanges(plan, [refusal], 'Taken out.')).toEqual([
      {
        entry: { id: 'compute' },
        keyPath: 'relatedCaseStudies',
        collectionLabel: 'Enterprise IT services',
        summary: 'Compute & Storage',
        fieldLabel: 'Related case studies',
        messages: ['Taken out.'],
      },
      expect.objectContaining({ summary: 'Database Management' }),
    ]);
    // A page of copy that loses the entry without refusing is named by its own label.
    expect(deletionChanges(plan, [], 'Taken out.').at(-1)).toMatchObject({
      collectionLabel: 'Home page',
      fieldLabel: 'caseStudy',
    });
  });

  it('has nothing to name for a plan that changed nothing', () => {
    expect(deletionChanges({}, [], 'Taken out.')).toEqual([]);
  });
});

describe('the articles that link to a deleted page', () => {
  const blog = { name: 'blog', label: 'Blog articles' };
  const article = (id: string, body: string) => ({ id, slug: id, locales: { en: { content: { title: id, body } } } });
  const lookup = (entries: { id: string; slug: string }[], articles: ReturnType<typeof article>[]) => ({
    collection: { preview_path: 'case-studies/{{slug}}/' },
    entries,
    bodies: [{ collection: 'blog', field: 'body', label: 'Article' }],
    collectionOf: (name: string) => (name === 'blog' ? blog : undefined),
    entriesOf: (name: string) => (name === 'blog' ? articles : []),
    summaryOf: (_: typeof blog, entry: ReturnType<typeof article>) => `${entry.locales.en.content.title} (summary)`,
  });

  it('refuse the deletion, each named with the line of its first link, in the words the form gives once the page is gone', () => {
    const articles = [
      article('pqc', 'Intro.\n\nSee how a [migration](/case-studies/pqc-migration/#results) ran.'),
      article(
        'other',
        'A [different study](/case-studies/qkd-network/) and a [file](/case-studies/pqc-migration.pdf).',
      ),
    ];
    expect(linkRefusals(lookup([{ id: 'study', slug: 'pqc-migration' }], articles))).toEqual([
      {
        entry: articles[0],
        keyPath: 'body',
        collectionLabel: 'Blog articles',
        summary: 'pqc (summary)',
        fieldLabel: 'Article',
        messages: [onLine(3, notAPage('/case-studies/pqc-migration/#results'))],
      },
    ]);
  });

  it('leave alone an entry deleted with it, and a collection without pages', () => {
    const articles = [article('pqc', 'See [it](/case-studies/pqc-migration/).')];
    expect(linkRefusals(lookup([{ id: 'pqc', slug: 'pqc-migration' }], articles))).toEqual([]);
    expect(linkRefusals({ ...lookup([{ id: 'x', slug: 'pqc-migration' }], articles), collection: {} })).toEqual([]);
  });
});
