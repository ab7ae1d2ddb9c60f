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
});
