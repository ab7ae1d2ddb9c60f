/** @jest-environment node */
import { site } from '@/lib/content/site';
import { figureIdProblems, figuresIn, statedFigureProblems } from './figures';
import { siteSchema } from './schemas';

const figures = [
  { id: 'client-satisfaction', value: '98%', label: 'Client satisfaction' },
  { id: 'projects-delivered', value: '500+', label: 'Projects delivered' },
];

describe('company figures, each stated once', () => {
  it('refuses text that states a figure with another number, naming file, line and the figure', () => {
    const text = 'Intro line.\nOur 99% client satisfaction speaks for itself.\n';
    expect(statedFigureProblems(figures, 'content/blog/x.md', text)).toEqual([
      'content/blog/x.md:2: states “client satisfaction” as 99%, but the company figure client-satisfaction is 98% (content/site.yaml); write 98% or change the figure',
    ]);
  });

  it('accepts the figure stated with its own value, in any case, and other numbers beside other words', () => {
    const text =
      'title: 500+ Projects Delivered\nWe answer 98% Client Satisfaction surveys in 2 days.\n120 projects in Pune.';
    expect(statedFigureProblems(figures, 'content/copy/about.yaml', text)).toEqual([]);
  });

  it('refuses a statement wrapped onto the next line, on the line where it starts, and counts each once', () => {
    const text = 'summary: >-\n  Our team has 450\n  projects\n  delivered, and 99% client satisfaction.\n';
    expect(statedFigureProblems(figures, 'content/copy/about.yaml', text)).toEqual([
      'content/copy/about.yaml:2: states “projects delivered” as 450, but the company figure projects-delivered is 500+ (content/site.yaml); write 500+ or change the figure',
      'content/copy/about.yaml:4: states “client satisfaction” as 99%, but the company figure client-satisfaction is 98% (content/site.yaml); write 98% or change the figure',
    ]);
  });

  it('holds the home page’s 99% client satisfaction and About’s 98% satisfaction each to its own figure', () => {
    const both = [
      { id: 'client-satisfaction', value: '99%', label: 'Client satisfaction' },
      { id: 'satisfaction', value: '98%', label: 'Satisfaction' },
    ];
    expect(siteSchema.shape.figures.safeParse(both).success).toBe(true);
    expect(
      statedFigureProblems(both, 'content/copy/x.yaml', 'Home: 99% client satisfaction.\nAbout: 98% satisfaction.'),
    ).toEqual([]);
    expect(
      statedFigureProblems(both, 'content/copy/x.yaml', 'Home: 98% client satisfaction.\nAbout: 99% satisfaction.'),
    ).toEqual([
      'content/copy/x.yaml:1: states “client satisfaction” as 98%, but the company figure client-satisfaction is 99% (content/site.yaml); write 99% or change the figure',
      'content/copy/x.yaml:2: states “satisfaction” as 99%, but the company figure satisfaction is 98% (content/site.yaml); write 98% or change the figure',
    ]);
  });

  it('refuses a figure with another label, and passes its own label and other words after the same value', () => {
    // The tests' own Company details: 500+ is both “Tech professionals placed” and “Projects delivered”.
    const rule = figuresIn(site.figures);
    expect(rule('500+ tech professionals hired across India')).toEqual([
      'states 500+ as “tech professionals hired”, but the company figure professionals-placed is “Tech professionals placed” (content/site.yaml); write “500+ Tech professionals placed” or change the figure’s label',
    ]);
    expect(rule('title: 500+ Projects Completed')[0]).toMatch(
      /company figure projects-delivered is “Projects delivered”/,
    );
    expect(
      rule(
        '500+ Projects Delivered. 500+ tech professionals placed, 24/7 support and consultation, 24/7 monitoring, 10+ years.',
      ),
    ).toEqual([]);
    expect(
      statedFigureProblems(site.figures, 'fixtures/content/copy/x.yaml', 'a: 1\nb: Over 80+ experts in house\n'),
    ).toEqual([
      'fixtures/content/copy/x.yaml:2: states 80+ as “experts in”, but the company figure in-house-experts is “In-house experts” (content/site.yaml); write “80+ In-house experts” or change the figure’s label',
    ]);
  });

  it('refuses an id that names no figure', () => {
    const at = (file: string, path: readonly PropertyKey[]) => `${file}:7: Figures (${path.join('.')})`;
    const lists = [
      { file: 'content/copy/home.yaml', path: ['stats', 'figures'], ids: ['client-satisfaction', 'typo'] },
    ];
    expect(figureIdProblems(figures, lists, at)).toEqual([
      'content/copy/home.yaml:7: Figures (stats.figures.1): "typo" is not a company figure; choose one of client-satisfaction, projects-delivered (Company details → Company figures).',
    ]);
  });

  it('refuses the same figure twice in content/site.yaml, whatever its values', () => {
    const twice = siteSchema.shape.figures.safeParse([
      ...figures,
      { id: 'satisfaction', value: '99%', label: 'client satisfaction' },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual([
      '“client satisfaction” is already the figure client-satisfaction: state each figure once',
    ]);
  });
});
