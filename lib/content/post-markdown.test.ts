/** @jest-environment node */
import { parsePost } from './post-markdown';

const FILE = 'content/blog/sample-article.md';
const front = {
  slug: 'sample-article',
  title: 'A sample article',
  date: '2026-04-01',
  category: 'ERP' as const,
  tags: ['SAP', 'Cloud'],
  excerpt: 'What a sample article is about.',
  author: { slug: 'neha-kapoor', name: 'Neha Kapoor', role: 'Principal ERP Consultant' },
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

  it('shows raw HTML that reaches it as the text it is, never run (the loader refuses it first)', () => {
    const post = article('## A section\n\n<script>alert(1)</script>\n\nText with <b>bold</b>.\n');
    expect(post.html).not.toContain('<script');
    expect(post.html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(post.html).toContain('Text with &#x3C;b>bold&#x3C;/b>.');
  });

  it('renders a table with column headers in a box a keyboard can scroll, named by its columns', () => {
    const post = article('## Plans\n\n| Plan | Price |\n| :--- | ---: |\n| Basic | ₹10 |\n');
    expect(post.html).toContain(
      '<div role="region" tabindex="0" aria-label="Plan, Price" class="mt-6 overflow-x-auto rounded-lg border border-slate-200"><table class="spec-table w-full">',
    );
    expect(post.html).toContain('<th class="text-left" scope="col">Plan</th>');
    expect(post.html).toContain('<td class="text-right">₹10</td>');
    expect(post.html).not.toContain('align=');
    expect(post.html).not.toContain('| Plan');
  });

  it('strikes through, and leaves an address typed as text the text it is', () => {
    const post = article('## A\n\n~~Old~~ price; see www.example.com or https://evil.example/.\n');
    expect(post.html).toBe('<h2>A</h2>\n<p><del>Old</del> price; see www.example.com or https://evil.example/.</p>');
  });

  it('shows a photo as a responsive picture with its alt text, its size and its variants, from the site’s own origin', () => {
    const variants = {
      width: 1600,
      height: 900,
      bytes: 1,
      hash: 'ab12',
      variants: (['avif', 'webp'] as const).flatMap((format) =>
        [640, 1280].map((width) => ({
          format,
          width,
          height: width * 0.5625,
          bytes: 1,
          path: `/_img/images/uploads/team.${width}.ab12.${format}`,
        })),
      ),
    };
    const seen: string[] = [];
    const post = parsePost(
      FILE,
      front,
      '## A section\n\n![The team at the Pune office](/images/uploads/team.jpg)\n',
      (src) => {
        seen.push(src);
        return { width: 1600, height: 900, variants };
      },
    );
    expect(seen).toEqual(['/images/uploads/team.jpg']);
    expect(post.html).toBe(
      '<h2>A section</h2>\n<p><picture>' +
        '<source type="image/avif" srcset="/_img/images/uploads/team.640.ab12.avif 640w, /_img/images/uploads/team.1280.ab12.avif 1280w" sizes="(min-width: 48rem) 48rem, 100vw">' +
        '<source type="image/webp" srcset="/_img/images/uploads/team.640.ab12.webp 640w, /_img/images/uploads/team.1280.ab12.webp 1280w" sizes="(min-width: 48rem) 48rem, 100vw">' +
        '<img src="/images/uploads/team.jpg" alt="The team at the Pune office" width="1600" height="900" loading="lazy" decoding="async" class="my-8 h-auto w-full rounded-2xl">' +
        '</picture></p>',
    );
  });

  it('refuses a picture without alt text, one from another site, and one whose file the build cannot read, naming the file', () => {
    expect(() => article('## A section\n\n![](/images/uploads/team.jpg)\n')).toThrow(
      `${FILE}: the picture /images/uploads/team.jpg has no alt text: write what it shows in its Alt text.`,
    );
    expect(() => article('## A section\n\n![A photo](blob:https://cms.example/0a1b)\n')).toThrow(
      `${FILE}: links to another site are not allowed (blob:https://cms.example/0a1b).`,
    );
    expect(() =>
      parsePost(FILE, front, '## A section\n\n![A photo](/images/uploads/gone.jpg)\n', () => {
        throw new Error('public/images/uploads/gone.jpg does not exist');
      }),
    ).toThrow(
      `${FILE}: the picture /images/uploads/gone.jpg cannot be shown: public/images/uploads/gone.jpg does not exist.`,
    );
  });
});
