import { deletionChanges, noteDeletionChange, type Change, type FieldRow } from './deletion-changes';

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
