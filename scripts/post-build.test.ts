import { createHash } from 'node:crypto';
import { COMPILE_HINT, deferToFirstPaint, startupScripts, withCompileHint } from './after-paint.mjs';
import { cspFor, withAdminRule, withCsp } from './csp.mjs';
import { stripScripts } from './html-edit.mjs';

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

describe('deferToFirstPaint', () => {
  const out = deferToFirstPaint(TRICKY)!;

  it('defers every async script, however its attributes are written, and nothing else', () => {
    expect(out).toContain('<script type="text/x-after-paint" data-src="/b.js"></script>');
    expect(out).toContain('<script type="text/x-after-paint" data-src="/c.js?x=1&amp;y=2"></script>');
    expect(out).toContain('<script nomodule src="/polyfill.js" async></script>');
    expect(out).toContain('<!-- <script src="/commented.js" async=""></script> -->');
    expect(out).toContain('title="<script src=/x.js async></script>"');
  });

  it('drops script preloads only, and adds one loader just before </body>', () => {
    expect(out).not.toContain('as="script"');
    expect(out).toContain('as="font"');
    expect(out).toMatch(/<script>\(function\(\)\{var events=[^<]*<\/script><\/body>/);
  });

  it('reports a page with nothing to defer, so the build can fail', () => {
    expect(deferToFirstPaint('<!DOCTYPE html><html><head></head><body><p>x</p></body></html>')).toBeNull();
    expect(deferToFirstPaint(out)).toBeNull();
  });
});

describe('startup chunks and their compile hint', () => {
  it('lists the scripts a page starts with, decoded, without polyfills or look-alikes', () => {
    expect(startupScripts(TRICKY)).toEqual(['/b.js', '/c.js?x=1&y=2']);
  });

  it('puts the hint on the first line once', () => {
    const js = withCompileHint(withCompileHint('(globalThis.TURBOPACK||[]).push([])'));
    expect(js).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`);
    expect(js.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('withCsp', () => {
  const out = withCsp(TRICKY)!;

  it('puts the character set first in <head>, then one policy, replacing the old ones', () => {
    expect(out.startsWith('<!DOCTYPE html><html lang="en"><head data-x="a>b"><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true);
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

describe('withAdminRule (the CMS page keeps its own policy)', () => {
  const site =
    "/*\n  Content-Security-Policy: frame-ancestors 'none'; form-action 'self'\n  X-Frame-Options: DENY\n\n/_next/static/*\n  Cache-Control: immutable\n";
  const admin = (policy: string) => `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}"></head><body></body></html>`;

  it("adds an /admin/* rule with the page's policy and leaves every other rule as it was", () => {
    const out = withAdminRule(site, admin("default-src 'self';\n   script-src 'self' 'unsafe-eval'"));
    expect(out.startsWith(site.trimEnd())).toBe(true);
    expect(out.slice(site.trimEnd().length)).toBe(
      "\n\n/admin/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'; form-action 'self'\n",
    );
  });

  it('replaces an earlier /admin/* rule instead of adding a second', () => {
    const once = withAdminRule(site, admin("script-src 'self'"));
    const twice = withAdminRule(once, admin("script-src 'self' 'unsafe-eval'"));
    expect(twice.match(/^\/admin\/\*$/gm)).toHaveLength(1);
    expect(twice).toContain("script-src 'self' 'unsafe-eval'");
    expect(twice).toContain('/_next/static/*\n  Cache-Control: immutable');
  });

  it('fails when the CMS page has no policy of its own', () => {
    expect(() => withAdminRule(site, '<!doctype html><html><head></head><body></body></html>')).toThrow(/declares no Content-Security-Policy/);
  });
});
