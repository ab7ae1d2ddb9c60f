import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { publicProblems, svgProblem } from './svg-check.cjs';
import { UPLOADS_FOLDER } from './uploads';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attrs = '') => `<svg ${SVG}${attrs}>${body}</svg>`;
const check = (text: string | Buffer) => svgProblem(typeof text === 'string' ? Buffer.from(text) : text);

/** What an attacker who can add an SVG to public/ would try, to run script or load another file. */
const HOSTILE: [string, string | Buffer][] = [
  ['a script', svg('<script>alert(document.title)</script>')],
  ['a script in capitals', svg('<SCRIPT>alert(1)</SCRIPT>')],
  [
    'a script with a namespace prefix',
    svg('<svg:script>alert(1)</svg:script>', ` xmlns:svg="http://www.w3.org/2000/svg"`),
  ],
  [
    'a script whose prefix an HTML tokenizer reads as text',
    svg('<_:script xmlns:_="http://www.w3.org/2000/svg">alert(1)</_:script>'),
  ],
  ['an HTML script by default namespace', svg('<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>')],
  ['an HTML frame', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/>')],
  ['onload', svg('', ' onload="alert(1)"')],
  ['onload in capitals', svg('', ' ONLOAD="alert(1)"')],
  ['an event attribute with a prefix', svg('<rect x:onclick="alert(1)" width="9" height="9"/>')],
  ['onload after a slash', `<svg/onload=alert(1) ${SVG}></svg>`],
  [
    'foreignObject',
    svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml" onload="alert(1)"/></foreignObject>'),
  ],
  ['a link', svg('<a href="javascript:alert(1)"><rect width="9" height="9"/></a>')],
  ['an animated href', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
  ['animate', svg('<animate attributeName="href" values="javascript:alert(1)"/>')],
  [
    'xlink:href to http',
    svg('<use xlink:href="http://evil.example/x.svg#a"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
  ],
  ['<use href="http…">', svg('<use href="https://evil.example/x.svg#a"/>')],
  ['a protocol-relative href', svg('<use href="//evil.example/x.svg#a"/>')],
  ['an href with a leading space', svg('<use href=" javascript:alert(1)"/>')],
  ['an href hidden by character references', svg('<use href="&#104;ttps://evil.example/x.svg#a"/>')],
  ['an image from another host', svg('<image href="https://evil.example/p.png"/>')],
  ['an SVG inside a data: URL', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')],
  ['a web page inside a data: URL', svg('<use href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>')],
  ['a style element with url(http)', svg('<style>rect{fill:url(http://evil.example/a)}</style>')],
  ['a style attribute with url(http)', svg('<rect style="fill:url(http://evil.example/a)"/>')],
  ['url() quoted, spaced and in capitals', svg(`<rect style='fill:URL( "https://evil.example/a" )'/>`)],
  ['a second url() after an allowed one', svg('<rect fill="url(#a) url(https://evil.example/a)"/>')],
  ['a CSS escape hiding url()', svg('<rect style="fill:\\75rl(https://evil.example/a)"/>')],
  ['image-set() with a string', svg(`<svg style="background:image-set('https://evil.example/a.png' 1x)"/>`)],
  ['a filter from another file', svg('<g filter="url(https://evil.example/f.svg#blur)"/>')],
  ['a CDATA section hiding markup', `<svg ${SVG}><![CDATA[</svg>]]><script>alert(1)</script></svg>`],
  ['an entity holding a script', `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg('&x;')}`],
  ['an entity in lower case', `<!doctype svg [<!entity x SYSTEM "https://evil.example/x">]>${svg('&x;')}`],
  [
    'a style sheet processing instruction',
    `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${svg('')}`,
  ],
  ['another namespace', svg('', ' xmlns:h="http://www.w3.org/1999/xhtml"')],
  ['another encoding declared', `<?xml version="1.0" encoding="UTF-7"?>${svg('')}`],
  ['UTF-16', Buffer.from(`\ufeff${svg('<script>alert(1)</script>')}`, 'utf16le')],
  ['a NUL inside a tag name', svg('<scr\0ipt>alert(1)</scr\0ipt>')],
  ['a comment an HTML tokenizer ends early', svg('<!--><script>alert(1)</script>-->')],
  ['a web page named .svg', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
  ['a web page with no doctype', '<html><body onload="alert(1)"></body></html>'],
];

describe('svgProblem (the SVG check of public/)', () => {
  test.each(HOSTILE)('refuses %s', (_, text) => {
    expect(check(text)).toEqual(expect.any(String));
  });

  test('says what is wrong in words', () => {
    expect(check(svg('<script>alert(1)</script>'))).toBe(
      'holds <script>, which is not a drawing element: a picture may not run script or load another file',
    );
    expect(check(svg('', ' onload="alert(1)"'))).toBe('has the event attribute onload on <svg>, which runs script');
    expect(check(svg('<use href="https://evil.example/x.svg#a"/>'))).toBe(
      'refers to https://evil.example/x.svg#a in <use href>, outside the picture',
    );
  });

  test('passes a drawing that refers only to itself and to raster pictures inside it', () => {
    const drawing = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- a product picture -->',
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" role="img" aria-labelledby="t">`,
      '<title id="t">A &amp; B</title><defs><linearGradient id="bg"><stop offset="0" stop-color="#fff"/></linearGradient>',
      '<g id="h"><circle r="2"/></g><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>',
      '<rect width="10" height="10" fill="url(#bg)" style="filter:url(&quot;#f&quot;)"/><use href="#h" x="2"/>',
      '<use xlink:href="#h" x="6"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
      '<text x="1" y="9">Close-up</text></svg>',
    ].join('\n');
    expect(check(drawing)).toBeUndefined();
  });

  test('passes every SVG of the site', () => {
    const svgs = readdirSync('public', { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(40);
    for (const path of svgs) expect([path, check(readFileSync(join('public', path)))]).toEqual([path, undefined]);
  });
});

describe('publicProblems (the content check of public/)', () => {
  test('one line for each file that may not be served, naming it; uploads are checked elsewhere', () => {
    const root = mkdtempSync(join(tmpdir(), 'public-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write('public/icon.svg', svg('<rect width="1" height="1"/>'));
      write('public/images/products/diagram.svg', svg('<script>alert(1)</script>'));
      write('public/images/products/photo.jpg', 'jpeg');
      write('public/images/guide.html', '<script>alert(1)</script>');
      write('public/feed.xml', '<?xml-stylesheet href="x.xsl"?><rss/>');
      write(`${UPLOADS_FOLDER}/evil.svg`, svg('<script>alert(1)</script>'));
      expect(publicProblems(UPLOADS_FOLDER, root)).toEqual([
        'public/feed.xml: is a web page or XML document, which can run script on the site’s origin; public/ holds pictures and the site’s own files',
        'public/images/guide.html: is a web page or XML document, which can run script on the site’s origin; public/ holds pictures and the site’s own files',
        'public/images/products/diagram.svg: holds <script>, which is not a drawing element: a picture may not run script or load another file',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
