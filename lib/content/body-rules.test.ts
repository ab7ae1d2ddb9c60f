/** @jest-environment node */
import { BODY_RULES, bodyBreak, linkTo, unknownPage } from './body-rules';
import { notAFile, notAPage } from './rule-words';

describe('an article body’s rules, the same in the CMS and the content check', () => {
  it.each([
    ['links to pages, sections and an address', '## A\n\nSee [x](/services/), [m](mailto:a@b.in) and [h](#x).\n'],
    ['a picture on this site', '## A\n\n![Chart](/images/uploads/chart.png)\n'],
    ['a heading of a lower level', '## A\n\n### B\n\nText.\n'],
    ['headings down one level at a time, and back up', '## A\n\n### B\n\n#### C\n\n## D\n\n### E\n'],
    // The CMS's editor escapes a typed "<b>", and a comparison is no tag.
    ['a typed tag, escaped, and a comparison', '## A\n\nWrite \\<b> for bold; 3 < 5.\n'],
  ])('keeps %s', (_, body) => {
    expect(bodyBreak(body)).toBeUndefined();
  });

  it.each([
    ['a script link', '## A\n\n[x](javascript:alert(1))\n', 3, 'javascript:alert(1)', 'link'],
    ['a script link in capitals', '## A\n\nText\n[x](JavaScript:alert(1))\n', 4, 'JavaScript:alert(1)', 'link'],
    ['a data: picture', '## A\n\n![x](data:image/png;base64,AA)\n', 3, 'data:image/png;base64,AA', 'link'],
    ['another site', '## A\n\n[x](https://evil.example/)\n', 3, 'https://evil.example/', 'link'],
    ['another site without a scheme', '## A\n\n![x](//cdn.example/a.png)\n', 3, '//cdn.example/a.png', 'link'],
    ['a relative path', '## A\n\n[x](services/sap-erp/)\n', 3, 'services/sap-erp/', 'link'],
    ['a reference to another site', '## A\n\n[x][1]\n\n[1]: https://evil.example\n', 5, 'https://evil.example', 'link'],
    ['an autolink', '## A\n\n<https://evil.example>\n', 3, 'https://evil.example', 'link'],
    ['an empty link', '## A\n\n[x]()\n', 3, '(an empty address)', 'link'],
    ['raw HTML', '## A\n\nText.\n\n<script>alert(1)</script>\n', 5, '<script>alert(1)</script>', 'html'],
    ['an inline tag', '## A\n\nSome <b>bold</b> text.\n', 3, 'Some <b>bold</b> text.', 'html'],
    ['an HTML comment', '## A\n\n<!-- hidden -->\n', 3, '<!-- hidden -->', 'html'],
    ['a second page title', '# Title again\n\n## A\n', 1, '# Title again', 'title'],
    ['no section heading', 'Only a paragraph.\n', 1, 'no "## " section heading', 'section'],
    ['a heading that skips a level', '## A\n\nText.\n\n#### B\n', 5, '#### B', 'skipped'],
    ['a skip after coming back up', '## A\n\n### B\n\n## C\n\n#### D\n', 7, '#### D', 'skipped'],
    ['a first heading below "## "', 'Intro.\n\n### A\n\n## B\n', 3, '### A', 'skipped'],
    // Pasted from Word, and an embed: HTML, named as such.
    [
      'text pasted from Word',
      '## A\n\n<p class="MsoNormal">Text<o:p></o:p></p>\n',
      3,
      '<p class="MsoNormal">Text<o:p></o:p></p>',
      'html',
    ],
    ['an iframe', '## A\n\nWatch:\n<iframe src="/x/"></iframe>\n', 4, '<iframe src="/x/"></iframe>', 'html'],
    [
      'a picture without alt text',
      '## A\n\n![](/images/uploads/team.jpg)\n',
      3,
      '![](/images/uploads/team.jpg)',
      'alt',
    ],
    ['a blob: link', '## A\n\n[x](blob:https://cms.example/0a1b)\n', 3, 'blob:https://cms.example/0a1b', 'link'],
  ] as const)('refuses %s with the one rule it breaks, at its line', (_, body, line, found, rule) => {
    expect(bodyBreak(body)).toEqual({ line, found, rule: BODY_RULES[rule] });
  });
});

describe('a photo the CMS holds until Save', () => {
  it('is taken in the form by the blob: address the CMS gives it, and by the content check only once saved to its path', () => {
    const pending = '## A\n\n![The team in Pune](blob:https://cms.example/0a1b-2c3d)\n';
    expect(bodyBreak(pending, { pending: true })).toBeUndefined();
    expect(bodyBreak(pending)).toEqual({ line: 3, found: 'blob:https://cms.example/0a1b-2c3d', rule: BODY_RULES.link });
    expect(bodyBreak('## A\n\n![](blob:https://cms.example/0a1b-2c3d)\n', { pending: true })?.rule).toBe(
      BODY_RULES.alt,
    );
    expect(bodyBreak('## A\n\n[A link](blob:https://cms.example/0a1b-2c3d)\n', { pending: true })?.rule).toBe(
      BODY_RULES.link,
    );
  });
});

describe('an article body’s links to the site’s pages', () => {
  const routes = new Set(['/', '/services/', '/services/sap-erp/', '/blog/', '/datasheets/a.pdf']);

  it('keeps links to pages the site has, with or without the last slash, a section or a query, and files it has', () => {
    const body =
      '## A\n\nSee [x](/services/sap-erp), [y](/services/#top), [z](/blog/?page=1) and [d](/datasheets/a.pdf).\n\n[r]: /\n';
    expect(unknownPage(body, routes)).toBeUndefined();
  });

  it('refuses a link to a PDF or a picture the site does not have, at its line', () => {
    expect(unknownPage('## A\n\nThe [datasheet](/datasheets/b.pdf).\n', routes)).toEqual({
      line: 3,
      found: '/datasheets/b.pdf',
      words: notAFile('/datasheets/b.pdf'),
    });
    expect(unknownPage('## A\n\n![Chart](/images/uploads/gone.png)\n', routes)?.words).toBe(
      notAFile('/images/uploads/gone.png'),
    );
    // The CMS's uploads before Save: only the check knows them.
    expect(unknownPage('## A\n\n![Chart](/images/uploads/new.png)\n', routes, '/images/uploads/')).toBeUndefined();
  });

  it('refuses a link to a page the site does not have, inline or as a reference, at its line', () => {
    expect(unknownPage('## A\n\nSee [x](/services/sap-erp/).\nAnd [y](/services/nonexistent/).\n', routes)).toEqual({
      line: 4,
      found: '/services/nonexistent/',
      words: notAPage('/services/nonexistent/'),
    });
    expect(unknownPage('## A\n\n[y][1]\n\n[1]: /careers/gone\n', routes)).toMatchObject({
      line: 5,
      found: '/careers/gone',
    });
  });
});

describe('an article body’s links to case studies offered as proof', () => {
  // The pages of studies without results (lib/content-check/prepare.ts): listed, but no proof.
  const unproven = new Set(['/case-studies/sentiment-analysis/']);

  it('finds a link to a study without results, however it is written, at its line', () => {
    expect(linkTo('## A\n\nAs [one client](/case-studies/sentiment-analysis#results) found.\n', unproven)).toEqual({
      line: 3,
      found: '/case-studies/sentiment-analysis#results',
      page: '/case-studies/sentiment-analysis/',
    });
  });

  it('lets a link to a whole study or to the list pass', () => {
    expect(linkTo('## A\n\nSee [this](/case-studies/hybrid-cloud/) and [all](/case-studies/).\n', unproven)).toBe(
      undefined,
    );
  });
});
