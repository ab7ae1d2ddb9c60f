import { BODY_RULES } from '@/lib/content/body-rules';
import {
  hiddenCharacter,
  markdownInPlainText,
  NO_ADDRESS,
  notAFile,
  onLine,
  proofWithoutResults,
  sameTitle,
  siteAddress,
  tooShort,
} from '@/lib/content/rule-words';
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

  it('refuses a reply time written out, and a figure with another label, as the check does', () => {
    expect(textProblem(company, {}, 'Our team replies within two business days.')).toMatch(
      /^states a reply time \(“replies within two business days”\), but reply times are stated once, in Company details → Promises/,
    );
    expect(textProblem(company, {}, 'Our team replies within {quoteReply}.')).toBeUndefined();
    expect(textProblem(company, {}, '98% customer satisfaction')).toBe(
      'states 98% as “customer satisfaction”, but the company figure client-satisfaction is “Client satisfaction” (content/site.yaml); write “98% Client satisfaction” or change the figure’s label',
    );
  });

  it('reads no figure in Company details, and takes its e-mail fields as the list of addresses', () => {
    const own = { company_details: true as const };
    expect(textProblem(company, own, 'Our 99% client satisfaction')).toBeUndefined();
    expect(textProblem(company, own, 'Monday to Friday, 9:30 a.m. to 6:30 p.m. IST')).toBeUndefined();
    expect(textProblem(company, { ...own, type: 'email' }, 'new@quantivo.example')).toBeUndefined();
    expect(textProblem(company, own, 'Write to new@quantivo.example')).toMatch(/^new@quantivo\.example is not/);
  });

  it('refuses a registration number typed wrong and a claim the site does not make, in the check’s words', () => {
    const own = { company_details: true as const };
    expect(textProblem(company, { ...own, text_rule: 'gstin' }, '07AABCQ1234F1ZV')).toBeUndefined();
    expect(textProblem(company, { ...own, text_rule: 'gstin' }, '07AABCQ1234F1Z5')).toBe(
      'Its check character (the 15th) must be V for 07AABCQ1234F1Z, not 5: check each character against the GST certificate.',
    );
    expect(textProblem(company, { ...own, text_rule: 'cin' }, 'U72900DL2021PTX123456')).toBe(
      'Characters 13 to 15 must be the class of company, e.g. PTC, not PTX.',
    );
    expect(textProblem(company, { ...own, text_rule: 'phone' }, '+1 415 555 0100')).toMatch(
      /^Must be an Indian number: \+91/,
    );
    const claims = { ...company, claims: ['client-satisfaction', 'ISO 9001:2015'] };
    expect(textProblem(claims, { ...own, text_rule: 'claim' }, 'ISO 9001:2015')).toBeUndefined();
    expect(textProblem(claims, { ...own, text_rule: 'claim' }, 'ISO 9001')).toBe(
      '“ISO 9001” is no claim the site makes: write a figure’s id, a certification’s or programme’s name, or a Why choose us point’s title, as the site states it.',
    );
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

  it('refuses a hidden character in a field of text, and in a Markdown body at its line', () => {
    expect(textProblem(company, { widget: 'string' }, 'Site Reliability \u202EEngineer')).toBe(
      hiddenCharacter('U+202E'),
    );
    expect(textProblem(company, { widget: 'text' }, 'Two\u200Bwords')).toBe(hiddenCharacter('U+200B'));
    expect(textProblem(company, { widget: 'string' }, 'Developers 👩\u200D💻 welcome')).toBeUndefined();
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\nTwo\u200Bwords')).toBe(
      onLine(3, hiddenCharacter('U+200B')),
    );
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\nThe pipeline \u202Eruns nightly.')).toBe(
      onLine(3, hiddenCharacter('U+202E')),
    );
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\nDevelopers 👩\u200D💻 welcome')).toBeUndefined();
  });

  it('refuses Markdown in a field shown as typed, saying which mark, but not in a Markdown body', () => {
    const summary = { widget: 'text' };
    expect(textProblem(company, summary, 'Run **our** CI pipelines.')).toBe(markdownInPlainText('bold', '**our**'));
    expect(textProblem(company, summary, 'You will:\n- run the pipelines\n- keep clusters healthy')).toBe(
      markdownInPlainText('a list', '- run the pipelines'),
    );
    expect(textProblem(company, summary, 'See [our services](/services/).')).toBe(
      markdownInPlainText('a link', '[our services](/services/)'),
    );
    // Stars, hyphens and brackets that are words, not marks.
    expect(textProblem(company, summary, 'A 5* rating - twice [2025] - and 24/7 cover (India).')).toBeUndefined();
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\nRun **our** CI.')).toBeUndefined();
  });

  it('answers an article’s Markdown slip with the one rule broken and its line', () => {
    const article = { widget: 'markdown', body_rules: true as const };
    expect(textProblem(company, article, '## A\n\n# A second title\n')).toBe(
      onLine(3, `${BODY_RULES.title} Found: # A second title`),
    );
    expect(textProblem(company, article, '## A\n\nText.\n<iframe src="/x/"></iframe>')).toBe(
      onLine(4, `${BODY_RULES.html} Found: <iframe src="/x/"></iframe>`),
    );
    // Page text of another collection keeps only the rules of any body.
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\n# A second title\n')).toBeUndefined();
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

describe('a title another entry of the list has, in the form', () => {
  const title = {
    widget: 'string',
    slug_folder: '/careers/',
    slug_titles: { 'devops-engineer': 'content/jobs/devops-engineer.yaml' },
  };

  it('refuses it in a new entry or another one, naming the entry that has it, but not in that entry itself', () => {
    expect(textProblem(company, title, 'DevOps Engineer!')).toBe(sameTitle('content/jobs/devops-engineer.yaml'));
    expect(textProblem(company, title, 'DevOps engineer', undefined, 'sre')).toBe(
      sameTitle('content/jobs/devops-engineer.yaml'),
    );
    expect(textProblem(company, title, 'DevOps Engineer', undefined, 'devops-engineer')).toBeUndefined();
    expect(textProblem(company, title, 'Platform Engineer')).toBeUndefined();
  });

  it('knows the entry open in the form by the CMS’s address', () => {
    const check = withTextRules();
    window.location.hash = '#/collections/jobs/entries/devops-engineer';
    expect(check({ fieldConfig: title, value: 'DevOps Engineer' })).toEqual({ validity: {} });
    window.location.hash = '#/collections/jobs/new';
    expect(check({ fieldConfig: title, value: 'DevOps Engineer' }).validity).toMatchObject({
      customErrorMessage: sameTitle('content/jobs/devops-engineer.yaml'),
    });
  });
});

describe('a field’s fewest characters, in the form', () => {
  it('refuses a value shorter than the schema’s minimum in the check’s words, leaving an empty one to the required rule', () => {
    const title = { widget: 'string', min_chars: 5 };
    expect(textProblem(company, title, ' Ops ')).toBe(tooShort(5));
    expect(textProblem(company, title, '🚀 Ops')).toBeUndefined();
    expect(textProblem(company, title, '')).toBeUndefined();
    expect(textProblem(company, title, 'DevOps')).toBeUndefined();
  });
});

describe('a Markdown body’s links, in the form', () => {
  const routes = new Set(['/', '/services/']);

  it('refuses a link to a page the site does not have, in the check’s words, in a Markdown field only', () => {
    const body = '## A\n\nSee [x](/services/nonexistent/).';
    expect(textProblem(company, { widget: 'markdown' }, body, routes)).toBe(
      onLine(
        3,
        'Links to "/services/nonexistent/", which is no page of this site; link to a page the site has, e.g. /services/.',
      ),
    );
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\n![Chart](/images/chart.png)', routes)).toBe(
      onLine(3, notAFile('/images/chart.png')),
    );
    expect(textProblem(company, { widget: 'markdown' }, '## A\n\nSee [x](/services/).', routes)).toBeUndefined();
    expect(textProblem(company, { widget: 'string' }, body, routes)).toBe(
      markdownInPlainText('a link', '[x](/services/nonexistent/)'),
    );
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
    expect(textProblem(company, { widget: 'markdown' }, body('sentiment-analysis'), pages, undefined, unproven)).toBe(
      proofWithoutResults('sentiment-analysis'),
    );
    expect(proofWithoutResults('sentiment-analysis')).toContain('content/case-studies/sentiment-analysis.yaml');
    expect(
      textProblem(company, { widget: 'markdown' }, body('hybrid-cloud'), pages, undefined, unproven),
    ).toBeUndefined();
    expect(
      withTextRules(
        undefined,
        pages,
        unproven,
      )({ fieldConfig: { widget: 'markdown' }, value: body('sentiment-analysis') }).validity,
    ).toMatchObject({ customError: true, customErrorMessage: proofWithoutResults('sentiment-analysis') });
  });
});
