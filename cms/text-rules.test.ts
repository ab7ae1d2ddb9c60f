import { hiddenCharacter, NO_ADDRESS, proofWithoutResults, siteAddress } from '@/lib/content/rule-words';
import { textProblem, withTextRules } from './text-rules';

const company = {
  email: 'hello@quantivo.example',
  grievanceOfficer: { name: 'P', email: 'grievance@quantivo.example' },
  securityEmail: 'security@quantivo.example',
  figures: [{ id: 'client-satisfaction', value: '98%', label: 'Client satisfaction' }],
};
const addresses = '(hello@quantivo.example, grievance@quantivo.example, security@quantivo.example)';

describe('the content check’s rules of text, in the form', () => {
  it('says the first problem of a field in the check’s words, without file and line', () => {
    expect(textProblem(company, {}, 'Offices in New Delhi\nand Bengaluru, Bombay')).toBe(
      '"Bengaluru": the site spells it "Bangalore"; write "Bangalore"',
    );
    expect(textProblem(company, {}, 'Write to helo@quantivo.example')).toBe(
      `helo@quantivo.example is not one of the company’s addresses in Company details ${addresses}; write one of them`,
    );
    expect(textProblem(company, {}, 'Our 99% client satisfaction')).toBe(
      'states “client satisfaction” as 99%, but the company figure client-satisfaction is 98% (content/site.yaml); write 98% or change the figure',
    );
    expect(textProblem(company, {}, 'Our 99%\nclient\nsatisfaction')).toBe(
      'states “client satisfaction” as 99%, but the company figure client-satisfaction is 98% (content/site.yaml); write 98% or change the figure',
    );
    expect(
      textProblem(company, {}, 'Our 98% client satisfaction in Bangalore: hello@quantivo.example'),
    ).toBeUndefined();
  });

  it('reads no figure in Company details, and takes its e-mail fields as the list of addresses', () => {
    const own = { company_details: true as const };
    expect(textProblem(company, own, 'Our 99% client satisfaction')).toBeUndefined();
    expect(textProblem(company, { ...own, type: 'email' }, 'new@quantivo.example')).toBeUndefined();
    expect(textProblem(company, own, 'Write to new@quantivo.example')).toMatch(/^new@quantivo\.example is not/);
  });

  it('adds the problem to Sveltia’s own check of the field as its custom error', () => {
    const check = () => ({ validity: { tooLong: true } });
    expect(withTextRules(check)({ fieldConfig: {}, value: 'Poona' }).validity).toEqual({
      tooLong: true,
      customError: true,
      customErrorMessage: '"Poona": the site spells it "Pune"; write "Pune"',
    });
    expect(withTextRules()({ fieldConfig: {}, value: 'Pune' })).toEqual({ validity: {} });
  });

  it('refuses a hidden character in a field of text, but not in an article’s Markdown, which the check reads no field of', () => {
    expect(textProblem(company, { widget: 'string' }, 'Site Reliability \u202EEngineer')).toBe(
      hiddenCharacter('U+202E'),
    );
    expect(textProblem(company, { widget: 'text' }, 'Two\u200Bwords')).toBe(hiddenCharacter('U+200B'));
    expect(textProblem(company, { widget: 'string' }, 'Developers 👩\u200D💻 welcome')).toBeUndefined();
    expect(textProblem(company, { widget: 'markdown' }, 'Two\u200Bwords')).toBeUndefined();
  });

  it('refuses a title that makes no address, or one the site’s routes keep, where the title makes the address', () => {
    const title = { widget: 'string', slug_folder: '/careers/', slug_reserved: ['list.json', 'page'] };
    expect(textProblem(company, title, 'Page.')).toBe(siteAddress('/careers/page/'));
    expect(textProblem(company, title, '🚀🚀🚀🚀🚀')).toBe(NO_ADDRESS);
    expect(textProblem(company, title, '')).toBeUndefined();
    expect(textProblem(company, title, 'Page Designer')).toBeUndefined();
    expect(textProblem(company, { widget: 'string' }, 'Page.')).toBeUndefined();
  });
});

describe('a Markdown body’s links, in the form', () => {
  const routes = new Set(['/', '/services/']);

  it('refuses a link to a page the site does not have, in the check’s words, in a Markdown field only', () => {
    const body = '## A\n\nSee [x](/services/nonexistent/).';
    expect(textProblem(company, { widget: 'markdown' }, body, routes)).toBe(
      'Links to "/services/nonexistent/", which is no page of this site; link to a page the site has, e.g. /services/.',
    );
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\nSee [x](/services/).', routes)).toBeUndefined();
    expect(textProblem(company, { widget: 'string' }, body, routes)).toBeUndefined();
    expect(
      withTextRules(undefined, routes)({ fieldConfig: { widget: 'markdown' }, value: body }).validity,
    ).toMatchObject({
      customError: true,
    });
  });

  it('refuses a link to a case study without results, as the check does, naming its file', () => {
    const pages = new Set([...routes, '/case-studies/sentiment-analysis/', '/case-studies/hybrid-cloud/']);
    const unproven = new Map([['/case-studies/sentiment-analysis/', 'sentiment-analysis']]);
    const body = (slug: string) => `## A\n\nSee how [one client](/case-studies/${slug}/) did it.`;
    expect(textProblem(company, { widget: 'markdown' }, body('sentiment-analysis'), pages, unproven)).toBe(
      proofWithoutResults('sentiment-analysis'),
    );
    expect(proofWithoutResults('sentiment-analysis')).toContain('content/case-studies/sentiment-analysis.yaml');
    expect(textProblem(company, { widget: 'markdown' }, body('hybrid-cloud'), pages, unproven)).toBeUndefined();
    expect(
      withTextRules(
        undefined,
        pages,
        unproven,
      )({ fieldConfig: { widget: 'markdown' }, value: body('sentiment-analysis') }).validity,
    ).toMatchObject({ customError: true, customErrorMessage: proofWithoutResults('sentiment-analysis') });
  });
});
