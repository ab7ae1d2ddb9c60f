import { ArticleError, parseArticle, readingMinutes, validateFrontMatter } from './articles';

const FILE = 'content/blog/sample-article.md';
const front = {
  title: 'A sample article',
  date: '2026-04-01',
  category: 'ERP',
  tags: ['SAP', 'Cloud'],
  excerpt: 'What a sample article is about.',
  author: 'Neha Kapoor, Principal ERP Consultant',
};
const source = (yaml: string, body = '## A section\n\nText with *emphasis* and a [link](/services/sap-erp).\n') => `---\n${yaml}\n---\n${body}`;
const yamlOf = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([k, v]) => (Array.isArray(v) ? `${k}:\n${v.map((t) => `  - ${t}`).join('\n')}` : `${k}: ${v}`))
    .join('\n');

describe('article front matter', () => {
  it('accepts a complete article', () => {
    expect(validateFrontMatter(FILE, front)).toEqual(front);
  });

  it.each([
    [{ ...front, title: undefined }, 'content/blog/sample-article.md: front matter field "title" is required and must be text.'],
    [{ ...front, date: '12/03/2026' }, 'content/blog/sample-article.md: front matter field "date" must be a date written YYYY-MM-DD (got "12/03/2026").'],
    [{ ...front, date: '2026-02-30' }, 'content/blog/sample-article.md: front matter field "date" must be a date written YYYY-MM-DD (got "2026-02-30").'],
    [
      { ...front, category: 'Cooking' },
      'content/blog/sample-article.md: front matter field "category" must be one of Quantum, ERP, Development, Cybersecurity (got "Cooking").',
    ],
    [{ ...front, tags: 'SAP' }, 'content/blog/sample-article.md: front matter field "tags" must be a list of one or more words or phrases.'],
    [{ ...front, excerpt: 'x'.repeat(301) }, 'content/blog/sample-article.md: front matter field "excerpt" must be at most 300 characters (it has 301).'],
    [{ ...front, autor: 'Typo' }, 'content/blog/sample-article.md: front matter field "autor" is not one of title, date, category, tags, excerpt, author.'],
  ])('names the file and the field of a problem (%#)', (data, message) => {
    expect(() => validateFrontMatter(FILE, data)).toThrow(new ArticleError(FILE, message.slice(FILE.length + 2)));
    expect(() => validateFrontMatter(FILE, data)).toThrow(message);
  });

  it('reports a file without front matter, or with broken YAML', () => {
    expect(() => parseArticle(FILE, '## Just text\n')).toThrow('content/blog/sample-article.md: must start with front matter');
    expect(() => parseArticle(FILE, source('title: "unclosed'))).toThrow('content/blog/sample-article.md: front matter is not valid YAML');
  });
});

describe('article body', () => {
  it('renders Markdown with internal links in the site URL shape, emphasis and the slug from the file name', () => {
    const post = parseArticle(FILE, source(yamlOf(front)));
    expect(post.slug).toBe('sample-article');
    expect(post.date).toBe('2026-04-01');
    expect(post.html).toBe('<h2>A section</h2>\n<p>Text with <em>emphasis</em> and a <a href="/services/sap-erp/">link</a>.</p>');
  });

  it('drops raw HTML instead of passing it through', () => {
    const post = parseArticle(FILE, source(yamlOf(front), '## A section\n\n<script>alert(1)</script>\n\nText.\n'));
    expect(post.html).not.toContain('<script');
  });

  it.each([
    ['[elsewhere](https://example.com/)', 'content/blog/sample-article.md: links to another site are not allowed (https://example.com/).'],
    ['![chart](//cdn.example.com/a.png)', 'content/blog/sample-article.md: links to another site are not allowed (//cdn.example.com/a.png).'],
    ['[relative](services/sap-erp/)', 'content/blog/sample-article.md: link "services/sap-erp/" must start with "/"'],
  ])('refuses %s', (markdown, message) => {
    expect(() => parseArticle(FILE, source(yamlOf(front), `## A section\n\n${markdown}\n`))).toThrow(message);
  });

  it('needs section headings and no second page title', () => {
    expect(() => parseArticle(FILE, source(yamlOf(front), 'Only a paragraph.\n'))).toThrow('needs at least one "## " section heading');
    expect(() => parseArticle(FILE, source(yamlOf(front), '# Title again\n\n## Section\n'))).toThrow('"# Title again" is a second page title');
  });

  it('refuses a file name that cannot be a URL', () => {
    expect(() => parseArticle('content/blog/My Article.md', source(yamlOf(front)))).toThrow('content/blog/My Article.md: file name must be lower-case words');
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes(Array(400).fill('word').join(' '))).toBe(2);
    expect(readingMinutes('short')).toBe(1);
  });
});
