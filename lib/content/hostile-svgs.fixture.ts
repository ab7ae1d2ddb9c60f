/**
 * What an attacker who can add an SVG to public/ would try, to run script on the site's or the
 * CMS's origin, or to load another file: each is refused by the content check
 * (lib/content/svg-check.cjs). Shared by its unit test and the build's (e2e/content-check.spec.ts).
 */
export const SVG = 'xmlns="http://www.w3.org/2000/svg"';
export const svg = (body: string, attrs = '') => `<svg ${SVG}${attrs}>${body}</svg>`;

export const hostileSvgs: [string, string | Buffer][] = [
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
