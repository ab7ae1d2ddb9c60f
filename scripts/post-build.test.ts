import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deferToFirstPaint, lazyChunks, nextScriptContract, startupScripts } from './page-start.mjs';
import { adminPage, cmsHeaders, cmsPlacementWarnings, previewPictures } from './cms-app.mjs';
import { cspFor, withCsp } from './csp.mjs';
import { stripScripts } from './html-edit.mjs';
import { unserved } from './prune-export.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

// The shapes a regular expression gets wrong: a tag inside a comment, '>' and quotes inside
// attribute values, attributes in another order, an unquoted src, a '</script>' in a string.
const TRICKY = [
  '<!DOCTYPE html><html lang="en"><head data-x="a>b">',
  '<link rel="preload" as="script" href="/a.js"><link rel="preload" as="font" href="/f.woff2" crossorigin>',
  '<meta name="viewport" content="width=device-width"><meta charSet="utf-8"/>',
  '<meta http-equiv="Content-Security-Policy" content="default-src *">',
  '<script async src=/b.js></script><script src="/c.js?x=1&amp;y=2" async=""></script>',
  '<script nomodule src="/polyfill.js" async></script>',
  '</head><body><p title="<script src=/x.js async></script>">Hi</p>',
  '<!-- <script src="/commented.js" async=""></script> -->',
  '<script>self.__next_f.push([1,"</scr"+"ipt> <b>"])</script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script type="text/x-template">not run</script>',
  '</body></html>',
].join('');

const LOADER = '(function(){})()';

describe('deferToFirstPaint', () => {
  const out = deferToFirstPaint(TRICKY, LOADER)!;

  it('defers every async script, however its attributes are written, and nothing else', () => {
    expect(out).toContain('<script type="text/x-page-start" data-src="/b.js"></script>');
    expect(out).toContain('<script type="text/x-page-start" data-src="/c.js?x=1&amp;y=2"></script>');
    expect(out).toContain('<script nomodule src="/polyfill.js" async></script>');
    expect(out).toContain('<!-- <script src="/commented.js" async=""></script> -->');
    expect(out).toContain('title="<script src=/x.js async></script>"');
  });

  it('holds back script preloads (kept for the idle prefetch) and no other preload, and adds page-start just before </body>', () => {
    expect(out).not.toContain('as="script"');
    expect(out).toContain('<script type="text/x-page-start-preload" data-src="/a.js"></script>');
    expect(out).toContain('as="font"');
    expect(out).toContain(`<script>${LOADER}</script></body>`);
  });

  it('holds back module scripts and modulepreload links as modules', () => {
    const page =
      '<html><head><link rel="modulepreload" href="/m.js"><script type="module" src="/e.js" async></script></head><body></body></html>';
    const held = deferToFirstPaint(page, LOADER)!;
    expect(held).toContain('<script type="text/x-page-start-preload" data-src="/m.js" data-module></script>');
    expect(held).toContain('<script type="text/x-page-start" data-src="/e.js" data-module></script>');
    expect(held).not.toContain('modulepreload');
  });

  it('reports a page with nothing to defer, so the build can fail', () => {
    expect(deferToFirstPaint('<!DOCTYPE html><html><head></head><body><p>x</p></body></html>', LOADER)).toBeNull();
    expect(deferToFirstPaint(out, LOADER)).toBeNull();
  });

  it('lists the scripts a page starts with, decoded, without polyfills or look-alikes', () => {
    expect(startupScripts(TRICKY)).toEqual(['/b.js', '/c.js?x=1&y=2']);
  });
});

describe('lazyChunks (islands’ own chunks, prefetched when idle)', () => {
  const chunk = `e.v(t=>Promise.all(["static/chunks/menu.js"].map(t=>e.l(t))).then(()=>t(1)));
    e.v(t=>Promise.all(["static/chunks/dialog.js","static/chunks/a.js"].map(t=>e.l(t))).then(()=>t(2)));
    const s = "static/chunks/not-an-import.js";`;

  it('finds the chunks dynamic imports load, under the base path, without those the page already has', () => {
    expect(lazyChunks([chunk, chunk], ['/x/_next/static/chunks/a.js'], '/x')).toEqual([
      '/x/_next/static/chunks/menu.js',
      '/x/_next/static/chunks/dialog.js',
    ]);
  });

  it('adds them to what page-start prefetches, before page-start', () => {
    const html = deferToFirstPaint(
      '<html><head></head><body><script src="/a.js" async></script></body></html>',
      'L()',
      ['/_next/static/chunks/menu.js'],
    )!;
    expect(html).toContain(
      '<script type="text/x-page-start-preload" data-src="/_next/static/chunks/menu.js" data-lazy></script><script>L()</script></body>',
    );
  });
});

describe('withCsp', () => {
  const out = withCsp(TRICKY)!;

  it('puts the character set first in <head>, then one policy, replacing the old ones', () => {
    expect(
      out.startsWith(
        '<!DOCTYPE html><html lang="en"><head data-x="a>b"><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy"',
      ),
    ).toBe(true);
    expect(out.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(out.match(/charset/gi)).toHaveLength(1);
    expect(out).not.toContain('default-src *');
  });

  it('hashes exactly the inline scripts a browser runs, with their bodies untouched', () => {
    const policy = cspFor(TRICKY);
    expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([1,"</scr"+"ipt> <b>"])')};`);
    expect(policy.match(/sha256-/g)).toHaveLength(1);
    expect(out).toContain('<script>self.__next_f.push([1,"</scr"+"ipt> <b>"])</script>');
  });

  it('reports a page without a <head> tag, so the build can fail', () => {
    expect(withCsp('<p>fragment</p>')).toBeNull();
  });

  it('runs no script of a file the build copied, however much it looks like a page of ours', () => {
    const copied = withCsp(TRICKY, false)!;
    expect(copied).toContain(`script-src 'none'`);
    expect(copied).not.toContain('sha256-');
  });
});

describe('stripScripts (the bench’s zero-JavaScript copy)', () => {
  it('removes every script and script preload, and nothing else', () => {
    const out = stripScripts(TRICKY);
    const outsideTextAndComments = out.replace(/<!--[\s\S]*?-->/g, '').replace(/title="[^"]*"/g, '');
    expect(outsideTextAndComments).not.toMatch(/<script[\s>]/);
    expect(out).not.toContain('as="script"');
    expect(out).toContain('title="<script src=/x.js async></script>"');
    expect(out).toContain('<!-- <script src="/commented.js" async=""></script> -->');
    expect(out).toContain('as="font"');
  });
});

describe('the CMS app (scripts/cms-app.mjs)', () => {
  const page = (policy: string) =>
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}"></head><body></body></html>`;

  it("serves the CMS's page policy with no framing, and pictures that run nothing", () => {
    const headers = cmsHeaders(page("default-src 'self';\n   connect-src 'self' https://api.github.com"));
    expect(headers).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'; connect-src 'self' https://api.github.com; frame-ancestors 'none'; form-action 'none'\n  X-Frame-Options: DENY\n",
    );
    expect(headers).toContain("/images/*\n  Content-Security-Policy: default-src 'none'; sandbox\n");
  });

  it('fails when the CMS page has no policy of its own', () => {
    expect(() => cmsHeaders('<!doctype html><html><head></head><body></body></html>')).toThrow(
      /declares no Content-Security-Policy/,
    );
  });

  const off = { provider: '' };
  it('says plainly when the CMS would share an origin with other scripts', () => {
    expect(
      cmsPlacementWarnings({
        cmsUrl: 'https://cms.quantivo.example/',
        siteUrl: 'https://www.quantivo.example',
        tracking: off,
      }),
    ).toEqual([]);
    const [shared] = cmsPlacementWarnings({ cmsUrl: 'https://quantivo.github.io/cms/', siteUrl: '', tracking: off });
    expect(shared).toMatch(/shares that origin with every other GitHub Pages site of quantivo/);
    const [own] = cmsPlacementWarnings({
      cmsUrl: 'https://www.quantivo.example/editor/',
      siteUrl: 'https://www.quantivo.example',
      tracking: { provider: 'ga4' },
    });
    expect(own).toMatch(/on the site's own origin, where the site's scripts and ga4's run/);
  });

  it('refuses a CMS address that is not an https one', () => {
    expect(() => cmsPlacementWarnings({ cmsUrl: 'cms.example', siteUrl: '', tracking: off })).toThrow(/not an address/);
    expect(() => cmsPlacementWarnings({ cmsUrl: 'http://cms.example/', siteUrl: '', tracking: off })).toThrow(/https/);
  });

  it('gives the previews pictures only: no upload, no web page, and an SVG only as the content check passes it', () => {
    const root = mkdtempSync(join(tmpdir(), 'cms-pictures-'));
    const images = join(root, 'public', 'images');
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
    mkdirSync(join(images, 'products'), { recursive: true });
    mkdirSync(join(images, 'uploads'), { recursive: true });
    writeFileSync(join(images, 'products', 'switch-1.svg'), svg('<rect width="1" height="1"/>'));
    writeFileSync(join(images, 'products', 'photo.webp'), 'webp');
    writeFileSync(join(images, 'portrait.jpg'), 'jpeg');
    writeFileSync(join(images, 'uploads', 'team.jpg'), 'jpeg');
    writeFileSync(join(images, 'guide.html'), '<script>alert(1)</script>');
    writeFileSync(join(images, 'notes.txt'), 'notes');
    expect(previewPictures(root)).toEqual(['portrait.jpg', 'products/photo.webp', 'products/switch-1.svg']);
    writeFileSync(join(images, 'products', 'diagram.svg'), svg('<script>alert(localStorage.length)</script>'));
    expect(() => previewPictures(root)).toThrow('CMS: public/images/products/diagram.svg: holds <script>');
  });

  it("sends editors from the site's /admin/ to the CMS's address, or says it has none", () => {
    expect(adminPage('https://cms.quantivo.example/')).toContain(
      '<meta http-equiv="refresh" content="0; url=https://cms.quantivo.example/">',
    );
    expect(adminPage('')).toContain('which this build was not given (CMS_URL)');
    expect(adminPage('')).not.toContain('refresh');
  });
});

/** The shape of a page as Next 16.4 writes it (trimmed from out/careers/index.html before this step). */
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>Careers</h1></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  '<script src="/_next/static/chunks/w.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}"])</script>',
  '</body></html>',
].join('');

describe('nextScriptContract (the post-build check that Next still writes what page-start expects)', () => {
  it('accepts the page shape Next 16.4 writes', () => {
    expect(nextScriptContract(NEXT_PAGE, '')).toEqual([]);
  });

  it('names each change that would break page-start', () => {
    expect(nextScriptContract(NEXT_PAGE.replaceAll(' async=""', ''), '')).toEqual([
      'a script that is not async (blocking or deferred): /_next/static/chunks/a.js',
      'a script that is not async (blocking or deferred): /_next/static/chunks/turbopack-b.js',
      'a script that is not async (blocking or deferred): /_next/static/chunks/w.js',
      'no <script src async>: Next no longer starts the app from async scripts',
    ]);
    expect(nextScriptContract(NEXT_PAGE.replaceAll('self.__next_f', 'self.__rsc'), '')).toEqual([
      'no inline self.__next_f script: React’s server data is no longer inline',
    ]);
    expect(nextScriptContract(NEXT_PAGE, '/base')[0]).toBe(
      'a startup script outside /base/_next/static/: /_next/static/chunks/a.js',
    );
    expect(nextScriptContract(deferToFirstPaint(NEXT_PAGE, '0')!, '')).toContain(
      'no <script src async>: Next no longer starts the app from async scripts',
    );
  });
});

describe('the page-start step over an export', () => {
  it('edits HTML only: every file under _next/ keeps its bytes, and the page carries the compiled page-start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-start-'));
    const chunks = join(dir, '_next/static/chunks');
    mkdirSync(chunks, { recursive: true });
    const files: Record<string, string> = {
      'w.js': '/* w.js */',
      // An island's lazy import, as Turbopack writes it.
      'a.js': '/* a.js */e.v(t=>Promise.all(["static/chunks/menu.js"].map(t=>e.l(t))).then(()=>t(1)))',
      'turbopack-b.js': '/* turbopack-b.js */',
      'polyfills.js': '/* polyfills.js */',
      'menu.js': '/* menu.js */',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(chunks, name), text);
    writeFileSync(join(dir, 'index.html'), NEXT_PAGE);
    const run = spawnSync(process.execPath, ['scripts/page-start.mjs'], {
      env: { ...process.env, OUT_DIR: dir, BASE_PATH: '' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(chunks, name), 'utf8')).toBe(text);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toMatch(
      /<script type="text\/x-page-start-preload" data-src="\/_next\/static\/chunks\/menu\.js" data-lazy><\/script><script>\(\(\)=>\{(?:(?!<\/script)[\s\S])*data-island(?:(?!<\/script)[\s\S])*\}\)\(\);<\/script><\/body><\/html>$/,
    );
    expect(html).not.toMatch(/<script src="[^"]*" async/);
    // A second run finds nothing to hold back and fails rather than stacking loaders.
    expect(
      spawnSync(process.execPath, ['scripts/page-start.mjs'], { env: { ...process.env, OUT_DIR: dir, BASE_PATH: '' } })
        .status,
    ).toBe(1);
  });

  it('fails the build when no page has an island chunk in the shape it reads (Turbopack changed)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-start-'));
    const chunks = join(dir, '_next/static/chunks');
    mkdirSync(chunks, { recursive: true });
    for (const name of ['w.js', 'a.js', 'turbopack-b.js', 'polyfills.js'])
      writeFileSync(join(chunks, name), `/* ${name} */`);
    writeFileSync(join(dir, 'index.html'), NEXT_PAGE);
    const run = spawnSync(process.execPath, ['scripts/page-start.mjs'], {
      env: { ...process.env, OUT_DIR: dir, BASE_PATH: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('lazily loaded chunk');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(NEXT_PAGE);
  });
});

describe('unserved (what the export drops before deploy)', () => {
  it('drops route payloads and not-found copies', () => {
    for (const path of [
      'index.txt',
      '__next._full.txt',
      'careers/index.txt',
      'careers/__next.careers.__PAGE__.txt',
      'blog/page/2/__next._tree.txt',
      '_not-found/index.html',
      '404/index.html',
    ])
      expect(unserved(path)).toBe(true);
  });

  it('keeps every page, file and text file a visitor or crawler asks for', () => {
    for (const path of [
      'index.html',
      '404.html',
      'robots.txt',
      '.well-known/security.txt',
      'careers/index.html',
      'products/ev-charger/og.png',
      'search/t/cl.json',
    ])
      expect(unserved(path)).toBe(false);
  });
});
