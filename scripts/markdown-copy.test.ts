/** @jest-environment node */
import { markdownCopy, markdownRoute } from './markdown-copy.mjs';

const page = (main: string) =>
  `<!doctype html><html><head><title>t</title></head><body><header><a href="/site/">Home</a></header><main>${main}</main><footer>Footer</footer></body></html>`;

describe('a page’s Markdown copy', () => {
  const url = 'https://www.quantivo.in/site/services/quantum-computing/';

  it('holds its heading, paragraphs, lists and links, each link absolute, and nothing outside <main>', () => {
    const markdown = markdownCopy(
      page(`<a class="sr-only" href="#content">Skip</a>
        <h1>Quantum <span>Computing</span></h1>
        <p>We build <strong>hybrid</strong> workflows.
          Read <a href="/site/case-studies/qkd-network/">the QKD case study</a>.</p>
        <h2>Deliverables</h2>
        <ul><li>Feasibility study</li><li><a href="https://www.quantivo.in/site/contact/">Talk to us</a></li></ul>
        <table><tr><th>Plan</th><th>Weeks</th></tr><tr><td>Pilot</td><td>6</td></tr></table>`),
      url,
    );
    expect(markdown).toBe(
      [
        '# Quantum Computing',
        'We build **hybrid** workflows. Read [the QKD case study](https://www.quantivo.in/site/case-studies/qkd-network/).',
        '## Deliverables',
        '- Feasibility study\n- [Talk to us](https://www.quantivo.in/site/contact/)',
        '| Plan | Weeks |\n| --- | --- |\n| Pilot | 6 |',
        '---',
        `<${url}>\n`,
      ].join('\n\n'),
    );
  });

  it('keeps apart what the layout sets apart, and lists a description list’s terms with their descriptions', () => {
    const markdown = markdownCopy(
      page(`<h1>DevOps Engineer</h1><p class="flex flex-col"><span>41%</span><span>less solve time</span></p>
        <dl><div><dt>Role</dt><dd>Engineering</dd></div><div><dt>Location</dt><dd>New Delhi</dd></div></dl>`),
      url,
    );
    expect(markdown).toBe(
      `# DevOps Engineer\n\n41% less solve time\n\n- **Role**: Engineering\n- **Location**: New Delhi\n\n---\n\n<${url}>\n`,
    );
  });

  it('leaves out forms, scripts, pictures and what is hidden from every reader', () => {
    const markdown = markdownCopy(
      page(`<h1>Contact</h1><form><label>Name <input name="n"></label><button>Send</button></form>
        <script>alert(1)</script><img src="/x.png" alt="Office"><p hidden>Later</p><p aria-hidden="true">★</p><p>Write to us.</p>`),
      url,
    );
    expect(markdown).toBe(`# Contact\n\nWrite to us.\n\n---\n\n<${url}>\n`);
  });

  it('is published beside its page, and not made for a document without <main>', () => {
    expect(markdownRoute('/about/')).toBe('/about/index.md');
    expect(markdownRoute('/')).toBe('/index.md');
    expect(markdownCopy('<html><body><p>Redirecting</p></body></html>', url)).toBeUndefined();
  });
});
