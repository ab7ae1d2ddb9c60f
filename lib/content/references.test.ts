/** @jest-environment node */
import { serviceSlugs } from './schemas';
import { pagesThatVanish, personOf, referenceProblems, type ContentGraph, type Locate } from './references';

/** The field as a key path, where the build gives its line and CMS label (lib/content/load.ts). */
const at: Locate = (file, path) => `${file}: ${path.join('.')}`;

const graph = (): ContentGraph => ({
  services: serviceSlugs.map((slug) => ({ slug })),
  testimonials: serviceSlugs.flatMap((service) =>
    [1, 2, 3].map((n) => ({ slug: `${service}-${n}`, service, person: 'vikram-sethi' })),
  ),
  caseStudies: [
    { slug: 'pqc-migration', results: ['Every internet banking session on hybrid post-quantum TLS'] },
    // Listed on /case-studies/ with the spec's placeholder text, but no page's proof.
    { slug: 'sentiment-analysis' },
  ],
  products: [{ slug: 'laptop', group: 'personal-computing' }],
  productGroups: [{ slug: 'personal-computing' }],
  enterpriseServices: [
    { slug: 'network-security', group: 'networking-solutions', relatedCaseStudies: ['pqc-migration'] },
  ],
  enterpriseGroups: [{ slug: 'networking-solutions' }],
  jobs: [
    { slug: 'devops-engineer', location: 'New Delhi' },
    { slug: 'react-developer', location: 'Remote' },
  ],
  offices: ['New Delhi'],
  home: { featuredCaseStudy: 'pqc-migration', testimonials: ['sap-erp-1', 'quantum-computing-2'] },
  closing: { enterprise: 'pqc-migration', leader: 'pqc-migration' },
  people: [
    { slug: 'vikram-sethi', name: 'Vikram Sethi' },
    { slug: 'arjun-malhotra', name: 'Arjun Malhotra' },
  ],
  leaders: [{ slug: 'arjun-malhotra', person: 'arjun-malhotra' }],
  posts: [{ slug: 'pqc', author: 'arjun-malhotra' }],
});

/** The problems the check finds in the graph once `breakIt` has changed it. */
const problemsAfter = (breakIt: (g: ContentGraph) => unknown) => {
  const g = graph();
  breakIt(g);
  return referenceProblems(g, at);
};

describe('references between collections', () => {
  it('accepts content whose references all resolve', () => {
    expect(referenceProblems(graph(), at)).toEqual([]);
  });

  it.each<[string, (g: ContentGraph) => void, string]>([
    [
      'an unknown service',
      (g) => g.services.push({ slug: 'blockchain' }),
      'content/services/blockchain.yaml: "blockchain" is not one of the site\'s services',
    ],
    ['a missing service', (g) => g.services.shift(), 'content/services/it-talent-acquisition.yaml: is missing'],
    [
      'a fourth testimonial',
      (g) => g.testimonials.push({ slug: 'x', service: 'sap-erp', person: 'vikram-sethi' }),
      'service "sap-erp" has 4 testimonial(s); each service page shows exactly three',
    ],
    [
      'an unknown product group',
      (g) => (g.products[0]!.group = 'phones'),
      'content/products/laptop.yaml: group: Names "phones", which is not a file in content/product-groups/; choose one that is.',
    ],
    [
      'a kind of product in two groups',
      (g) => {
        g.productGroups.push({ slug: 'rugged' });
        g.products.push(
          { slug: 'laptop-2', group: 'personal-computing', kind: 'Laptops' },
          { slug: 'rugged-laptop', group: 'rugged', kind: 'laptops' },
        );
      },
      'content/products/rugged-laptop.yaml: kind: "laptops" is a kind of the group "personal-computing"',
    ],
    [
      'a kind without a letter or a digit',
      (g) => (g.products[0]!.kind = '—'),
      'content/products/laptop.yaml: kind: "—" needs a letter or a digit.',
    ],
    [
      'an unknown Enterprise IT group',
      (g) => (g.enterpriseServices[0]!.group = 'x'),
      'content/enterprise-it/network-security.md: group: Names "x", which is not a file in content/enterprise-groups/',
    ],
    [
      'an unknown case study',
      (g) => g.enterpriseServices[0]!.relatedCaseStudies.push('gone'),
      'content/enterprise-it/network-security.md: relatedCaseStudies.1: Names "gone", which is not a file in content/case-studies/',
    ],
    [
      'an office city without a state',
      (g) => g.jobs.push({ slug: 'x', location: 'Pune' }),
      'content/jobs/x.yaml: location: "Pune" is not one of the offices in Company details',
    ],
    [
      'an unknown featured case study on the home page',
      (g) => (g.home.featuredCaseStudy = 'gone'),
      'content/copy/home.yaml: featured.caseStudy: Names "gone", which is not a file in content/case-studies/',
    ],
    [
      'an unknown case study in a closing band',
      (g) => (g.closing.leader = 'gone'),
      'content/copy/closing.yaml: leader.caseStudy: Names "gone", which is not a file in content/case-studies/',
    ],
    [
      'an unknown testimonial on the home page',
      (g) => g.home.testimonials.push('sap-erp-9'),
      'content/copy/home.yaml: testimonials.entries.2: Names "sap-erp-9", which is not a file in content/testimonials/',
    ],
  ])('reports %s with the file and the field', (_, breakIt, message) => {
    expect(problemsAfter(breakIt).join('\n')).toContain(message);
  });
});

describe('case studies named as proof', () => {
  const withoutResults =
    'Names "sentiment-analysis", a case study without results (content/case-studies/sentiment-analysis.yaml): a page may point buyers only to a study with its results; add them there, or name another.';

  it.each<[string, (g: ContentGraph) => void, string]>([
    [
      'an Enterprise IT page’s related studies',
      (g) => g.enterpriseServices[0]!.relatedCaseStudies.push('sentiment-analysis'),
      'content/enterprise-it/network-security.md: relatedCaseStudies.1',
    ],
    [
      'the home page’s featured study',
      (g) => (g.home.featuredCaseStudy = 'sentiment-analysis'),
      'content/copy/home.yaml: featured.caseStudy',
    ],
    [
      'the Enterprise IT closing band',
      (g) => (g.closing.enterprise = 'sentiment-analysis'),
      'content/copy/closing.yaml: enterprise.caseStudy',
    ],
    [
      'a leader profile’s closing band',
      (g) => (g.closing.leader = 'sentiment-analysis'),
      'content/copy/closing.yaml: leader.caseStudy',
    ],
  ])('refuse %s naming a study without results, naming its file', (_, breakIt, field) => {
    expect(problemsAfter(breakIt)).toEqual([`${field}: ${withoutResults}`]);
  });

  it('take a study with its results; one without stays listed, named by no page', () => {
    expect(referenceProblems(graph(), at)).toEqual([]);
  });
});

describe('people', () => {
  it('take each person from one entry, named by as many entries as it is true', () => {
    expect(referenceProblems(graph(), at)).toEqual([]);
  });

  it.each<[string, (g: ContentGraph) => void, string]>([
    [
      'a testimonial',
      (g) => (g.testimonials[0]!.person = 'meera'),
      'content/testimonials/it-talent-acquisition-1.yaml: person: Names "meera", which is not a file in content/people/; choose one that is.',
    ],
    [
      'a leader',
      (g) => (g.leaders[0]!.person = 'arjun'),
      'content/leaders/arjun-malhotra.yaml: person: Names "arjun", which is not a file in content/people/; choose one that is.',
    ],
    [
      'an article',
      (g) => (g.posts[0]!.author = 'Arjun Malhotra, Founder & CEO'),
      'content/blog/pqc.md: author: Names "Arjun Malhotra, Founder & CEO", which is not a file in content/people/; choose one that is.',
    ],
  ])('refuse %s naming a person who has no entry', (_, breakIt, message) => {
    expect(problemsAfter(breakIt)).toEqual([message]);
  });

  it('give a preview the person an entry names, or the check’s words for an id with no file', () => {
    const people = [{ slug: 'neha-kapoor', name: 'Neha Kapoor', role: 'Principal ERP Consultant' }];
    expect(personOf(people, 'neha-kapoor')).toBe(people[0]);
    expect(() => personOf(people, 'neha')).toThrow(
      'Names "neha", which is not a file in content/people/; choose one that is.',
    );
  });

  it('refuse one name in two entries, whatever its case and spaces, naming the first', () => {
    expect(problemsAfter((g) => g.people.push({ slug: 'vikram', name: 'vikram  Sethi' }))).toEqual([
      'content/people/vikram.yaml: name: Names "vikram  Sethi", who is already content/people/vikram-sethi.yaml; choose that person where they are named, or give this one another name.',
    ]);
  });
});

describe('pages a draft would take off the live site', () => {
  const pages = [(slug: string) => `/products/${slug}/`, (slug: string) => `/careers/${slug}/`];

  it('names a page that rested on entries, not a deleted entry’s own page or a list’s later page', () => {
    const gone = [
      { route: '/products/compare/rack-servers/', title: 'Compare Rack Servers' },
      { route: '/products/r1/', title: 'R1' },
      { route: '/careers/page/3/', title: 'Careers, page 3' },
    ];
    expect(pagesThatVanish(gone, pages)).toEqual([gone[0]]);
  });
});
