import { BODY_PATTERN, bodyBreak, unknownPage } from './body-rules';

const cms = new RegExp(BODY_PATTERN);

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
    expect(cms.test(body)).toBe(true);
  });

  it.each([
    ['a script link', '## A\n\n[x](javascript:alert(1))\n', 3, 'javascript:alert(1)'],
    ['a script link in capitals', '## A\n\nText\n[x](JavaScript:alert(1))\n', 4, 'JavaScript:alert(1)'],
    ['a data: picture', '## A\n\n![x](data:image/png;base64,AA)\n', 3, 'data:image/png;base64,AA'],
    ['another site', '## A\n\n[x](https://evil.example/)\n', 3, 'https://evil.example/'],
    ['another site without a scheme', '## A\n\n![x](//cdn.example/a.png)\n', 3, '//cdn.example/a.png'],
    ['a relative path', '## A\n\n[x](services/sap-erp/)\n', 3, 'services/sap-erp/'],
    ['a reference to another site', '## A\n\n[x][1]\n\n[1]: https://evil.example\n', 5, 'https://evil.example'],
    ['an autolink', '## A\n\n<https://evil.example>\n', 3, 'https://evil.example'],
    ['an empty link', '## A\n\n[x]()\n', 3, '(an empty address)'],
    ['raw HTML', '## A\n\nText.\n\n<script>alert(1)</script>\n', 5, '<script>alert(1)</script>'],
    ['an inline tag', '## A\n\nSome <b>bold</b> text.\n', 3, 'Some <b>bold</b> text.'],
    ['an HTML comment', '## A\n\n<!-- hidden -->\n', 3, '<!-- hidden -->'],
    ['a second page title', '# Title again\n\n## A\n', 1, '# Title again'],
    ['no section heading', 'Only a paragraph.\n', 1, 'no "## " section heading'],
    ['a heading that skips a level', '## A\n\nText.\n\n#### B\n', 5, '#### B'],
    ['a skip after coming back up', '## A\n\n### B\n\n## C\n\n#### D\n', 7, '#### D'],
    ['a first heading below "## "', 'Intro.\n\n### A\n\n## B\n', 3, '### A'],
    ['a picture without alt text', '## A\n\n![](/images/uploads/team.jpg)\n', 3, '![](/images/uploads/team.jpg)'],
    ['a blob: link', '## A\n\n[x](blob:https://cms.example/0a1b)\n', 3, 'blob:https://cms.example/0a1b'],
  ])('refuses %s, at its line', (_, body, line, found) => {
    expect(bodyBreak(body)).toEqual({ line, found });
    expect(cms.test(body)).toBe(false);
  });
});

describe('a photo the CMS holds until Save', () => {
  it('is taken in the form by the blob: address the CMS gives it, and by the content check only once saved to its path', () => {
    const pending = '## A\n\n![The team in Pune](blob:https://cms.example/0a1b-2c3d)\n';
    expect(cms.test(pending)).toBe(true);
    expect(bodyBreak(pending)).toEqual({ line: 3, found: 'blob:https://cms.example/0a1b-2c3d' });
    expect(cms.test('## A\n\n![](blob:https://cms.example/0a1b-2c3d)\n')).toBe(false);
    expect(cms.test('## A\n\n[A link](blob:https://cms.example/0a1b-2c3d)\n')).toBe(false);
  });
});

describe('an article body’s links to the site’s pages', () => {
  const routes = new Set(['/', '/services/', '/services/sap-erp/', '/blog/']);

  it('keeps links to pages the site has, with or without the last slash, a section or a query, and files', () => {
    const body =
      '## A\n\nSee [x](/services/sap-erp), [y](/services/#top), [z](/blog/?page=1) and [d](/datasheets/a.pdf).\n\n[r]: /\n';
    expect(unknownPage(body, routes)).toBeUndefined();
  });

  it('refuses a link to a page the site does not have, inline or as a reference, at its line', () => {
    expect(unknownPage('## A\n\nSee [x](/services/sap-erp/).\nAnd [y](/services/nonexistent/).\n', routes)).toEqual({
      line: 4,
      found: '/services/nonexistent/',
    });
    expect(unknownPage('## A\n\n[y][1]\n\n[1]: /careers/gone\n', routes)).toEqual({ line: 5, found: '/careers/gone' });
  });
});
