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
const article = (body = '## A section\n\nText with *emphasis* and a [link](/services/sap-erp).\n') =>
  parsePost(FILE, front, body);

describe('article body', () => {
  it('renders Markdown with internal links in the site URL shape and emphasis', () => {
    const post = article();
    expect(post.slug).toBe('sample-article');
    expect(post.date).toBe('2026-04-01');
    expect(post.html).toBe(
      '<h2>A section</h2>\n<p>Text with <em>emphasis</em> and a <a href="/services/sap-erp/">link</a>.</p>',
    );
  });

  it('drops raw HTML instead of passing it through', () => {
    const post = article('## A section\n\n<script>alert(1)</script>\n\nText.\n');
    expect(post.html).not.toContain('<script');
  });

  it.each([
    [
      '[elsewhere](https://example.com/)',
      'content/blog/sample-article.md: links to another site are not allowed (https://example.com/).',
    ],
    [
      '![chart](//cdn.example.com/a.png)',
      'content/blog/sample-article.md: links to another site are not allowed (//cdn.example.com/a.png).',
    ],
    ['[relative](services/sap-erp/)', 'content/blog/sample-article.md: link "services/sap-erp/" must start with "/"'],
  ])('refuses %s', (markdown, message) => {
    expect(() => article(`## A section\n\n${markdown}\n`)).toThrow(message);
  });

  it('needs section headings and no second page title', () => {
    expect(() => article('Only a paragraph.\n')).toThrow('needs at least one "## " section heading');
    expect(() => article('# Title again\n\n## Section\n')).toThrow('"# Title again" is a second page title');
  });
});
