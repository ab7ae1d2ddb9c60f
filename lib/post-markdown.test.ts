import { BODY_RULE } from './content/body-rules';
import { parsePost } from './post-markdown';

const FILE = 'content/blog/sample-article.md';
const front = {
  slug: 'sample-article',
  title: 'A sample article',
  date: '2026-04-01',
  category: 'ERP' as const,
  tags: ['SAP', 'Cloud'],
  excerpt: 'What a sample article is about.',
  author: 'Neha Kapoor, Principal ERP Consultant',
  draft: false,
};
// The body starts on line 10 of the file, after its front matter.
const article = (body = '## A section\n\nText with *emphasis* and a [link](/services/sap-erp).\n') =>
  parsePost(FILE, front, body, 10, 'Article');

describe('article body', () => {
  it('renders Markdown with internal links in the site URL shape and emphasis', () => {
    const post = article();
    expect(post.slug).toBe('sample-article');
    expect(post.date).toBe('2026-04-01');
    expect(post.html).toBe(
      '<h2>A section</h2>\n<p>Text with <em>emphasis</em> and a <a href="/services/sap-erp/">link</a>.</p>',
    );
  });

  it('shows raw HTML as the text it is: never run, never dropped in silence', () => {
    const post = article('## A section\n\n<script>alert(1)</script>\n\nText with <b>bold</b>.\n');
    expect(post.html).not.toContain('<script');
    expect(post.html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(post.html).toContain('Text with &#x3C;b>bold&#x3C;/b>.');
  });

  it.each([
    ['[elsewhere](https://example.com/)', 12, 'https://example.com/'],
    ['![chart](//cdn.example.com/a.png)', 12, '//cdn.example.com/a.png'],
    ['[relative](services/sap-erp/)', 12, 'services/sap-erp/'],
    ['[run](javascript:alert(1))', 12, 'javascript:alert(1)'],
  ])('refuses %s, naming the file, its line and the field as the CMS does', (markdown, line, found) => {
    expect(() => article(`## A section\n\n${markdown}\n`)).toThrow(
      `${FILE}:${line}: "Article" (body): ${BODY_RULE} Found: ${found}`,
    );
  });

  it('needs section headings and no second page title', () => {
    expect(() => article('Only a paragraph.\n')).toThrow(`${FILE}:10: "Article" (body): ${BODY_RULE} Found: no "## "`);
    expect(() => article('# Title again\n\n## Section\n')).toThrow(
      `${FILE}:10: "Article" (body): ${BODY_RULE} Found: # Title again`,
    );
  });
});
