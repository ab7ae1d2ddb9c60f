import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hostileSvgs, svg, SVG } from './hostile-svgs.fixture';
import { publicProblems, svgProblem } from './svg-check.cjs';
import { UPLOADS_FOLDER } from './uploads';

const check = (text: string | Buffer) => svgProblem(typeof text === 'string' ? Buffer.from(text) : text);

describe('svgProblem (the SVG check of public/)', () => {
  test.each(hostileSvgs)('refuses %s', (_, text) => {
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

  // An .xsd ran script in Chromium and Firefox, .rdf and .mml in Firefox (issue 61): every XML
  // dialect is refused, and any type the list does not name, since a browser may open it as a document.
  const script = '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(document.domain)</x:script>';
  const problemsOf = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'public-'));
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return publicProblems(UPLOADS_FOLDER, root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  const xml =
    'is a web page or XML document, which can run script on the site’s origin; public/ holds pictures and the site’s own files';
  test.each([
    ['schema.xsd', `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${script}</xs:schema>`],
    ['data.rdf', `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${script}</rdf:RDF>`],
    ['formula.mml', `<math xmlns="http://www.w3.org/1998/Math/MathML">${script}</math>`],
    ['style.xsl', `<xsl:stylesheet xmlns:xsl="http://www.w3.org/1999/XSL/Transform" version="1.0"/>`],
    ['style.xslt', `<xsl:stylesheet xmlns:xsl="http://www.w3.org/1999/XSL/Transform" version="1.0"/>`],
    ['sitemap.xml', `<urlset>${script}</urlset>`],
    ['page.XHTML', `<html xmlns="http://www.w3.org/1999/xhtml">${script}</html>`],
  ])('refuses the XML document public/images/%s, naming it', (name, text) => {
    expect(problemsOf({ [`public/images/${name}`]: text })).toEqual([`public/images/${name}: ${xml}`]);
  });

  test('refuses a type it does not know, and serves pictures, fonts, PDFs and the host’s own files', () => {
    expect(
      problemsOf({
        'public/.nojekyll': '',
        'public/_headers': '/*\n  X-Frame-Options: DENY\n',
        'public/images/photo.JPG': 'jpeg',
        'public/_img/images/photo.640.webp': 'webp',
        'public/fonts/inter.woff2': 'wOF2',
        'public/files/datasheet.pdf': '%PDF-1.7',
        'public/images/chart.xht': script,
        'public/images/notes.txt': 'notes',
        'public/images/figure.svg.gz': 'gzip',
        'public/images/script': script,
      }),
    ).toEqual([
      `public/images/chart.xht: ${xml}`,
      ...['public/images/figure.svg.gz', 'public/images/notes.txt', 'public/images/script'].map(
        (file) =>
          `${file}: is not a picture, a font, a PDF or one of the site’s own files, the only files public/ may serve; a browser could open it as a document that runs script`,
      ),
    ]);
  });
});
