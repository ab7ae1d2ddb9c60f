/**
 * What public/ may hold, as the site's origin and the CMS's serve it with no headers (GitHub
 * Pages sends none): nothing that runs script or loads another file. A browser opens an .svg as
 * an XML document, where a <script>, an event attribute or a <foreignObject> runs with the
 * origin's storage (on the CMS's, an editor's token), so an SVG passes only when every element is
 * a drawing element and every reference stays inside the picture. Besides pictures it serves fonts,
 * PDFs and the host's own files; web pages, XML of any dialect and any other type are refused.
 * Read by the content check (lib/content-check/prepare.ts), which refuses the files, and by
 * scripts/cms-app.mjs, which copies only pictures to the CMS's origin.
 *
 * The SVG is read by parse5's tokenizer, which decodes character references as a browser does;
 * what an HTML tokenizer and an XML parser could read differently (a DOCTYPE and its entities,
 * CDATA, processing instructions, a tag name that is not ASCII, another encoding, any markup
 * error) is refused before it can matter.
 */
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join, sep } = require('node:path');
const { TextDecoder } = require('node:util');
const { Tokenizer } = require('parse5');

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** The elements a picture draws with (lowercase local names): no script, no animation, no <foreignObject>, no link. */
const DRAWING = new Set(
  [
    'svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan textPath',
    'linearGradient radialGradient stop pattern clipPath mask marker filter image',
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting',
    'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR',
    'feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight',
    'feSpecularLighting feSpotLight feTile feTurbulence',
  ]
    .join(' ')
    .toLowerCase()
    .split(' '),
);

/** A picture's own parts (#id), or a raster picture inside it: nothing another file or host could serve. */
const INSIDE = '(?:#[^\\s\'"()\\\\]*|data:image/(?:png|jpeg|gif|webp|avif)[;,][^\\s\'"()\\\\]*)';
const REFERENCE = new RegExp(`^${INSIDE}$`, 'i');
const URL_AT = new RegExp(`url\\(\\s*(['"]?)${INSIDE}\\1\\s*\\)`, 'iy');
/** CSS that can load a file without url(): image-set("…"), image("…"), src("…"), cross-fade, element(). */
const LOADS = /(image-set|image|src|cross-fade|element)\s*\(/i;

/** Files a browser opens as a document that can run script, XML of any dialect among them (.xsd, .rdf, .mml…). */
const DOCUMENT = /\.(x?html?|xht|shtml|xml|xsd|xslt?|rdf|mml|svgz|mht(ml)?)$/i;
/** Pictures that run nothing, whatever they hold. */
const RASTER = /\.(jpe?g|png|gif|webp|avif|ico)$/i;
/**
 * What public/ may serve besides pictures: fonts, PDFs and the host's own files. Any other type,
 * known or not, is refused: a browser may open it as a document that runs script.
 */
const SERVED = /\.(woff2?|ttf|otf|pdf)$/i;
const HOST_FILES = new Set(['public/_headers', 'public/.nojekyll']);

const localName = (name) => name.slice(name.lastIndexOf(':') + 1);
const shown = (text) => {
  const value = text.replace(/\s+/g, ' ');
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
};

/** Why an attribute's value may not stay, or undefined. */
function valueProblem(tag, name, value) {
  const where = `<${tag} ${name}>`;
  const local = localName(name);
  if (local.startsWith('on')) return `has the event attribute ${name} on <${tag}>, which runs script`;
  if (name === 'xmlns' || name.startsWith('xmlns:'))
    return value === SVG_NS || value === XLINK_NS
      ? undefined
      : `declares the namespace ${shown(value)}, which is not SVG's`;
  if ((local === 'href' || local === 'src') && !REFERENCE.test(value.trim()))
    return `refers to ${shown(value)} in ${where}, outside the picture`;
  if (value.includes('\\')) return `has a backslash in ${where}, an escape that could hide a reference`;
  const loads = LOADS.exec(value);
  if (loads) return `uses ${loads[1]}() in ${where}, which loads another file`;
  for (let at = value.toLowerCase().indexOf('url('); at !== -1; at = value.toLowerCase().indexOf('url(', at + 1)) {
    URL_AT.lastIndex = at;
    if (!URL_AT.test(value)) return `refers to ${shown(value.slice(at))} in ${where}, outside the picture`;
  }
  return undefined;
}

/** Why a file's bytes are not an SVG the site may serve, or undefined when they are one. */
function svgProblem(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'is not UTF-8 text; save it as UTF-8';
  }
  // The XML declaration, at the very start only; it may name no other encoding.
  const declaration = /^\s*<\?xml\s[^<>?]*\?>/.exec(text)?.[0] ?? '';
  const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(declaration)?.[1];
  if (encoding && encoding.toLowerCase() !== 'utf-8') return `declares the encoding ${encoding}; save it as UTF-8`;
  text = ' '.repeat(declaration.length) + text.slice(declaration.length);
  if (/<!(?!--)/.test(text)) return 'holds a DOCTYPE, an entity or a CDATA section, which a picture does not need';
  if (text.includes('<?')) return 'holds a processing instruction (<?…?>), which can load another file';
  const stray = /<(?![A-Za-z/!])|<\/(?![A-Za-z])/.exec(text);
  if (stray)
    return `is not well-formed: "${shown(text.slice(stray.index, stray.index + 12))}" opens no tag a browser would read alike`;

  let problem;
  let root;
  const tokenizer = new Tokenizer(
    {},
    {
      onStartTag(token) {
        root ??= localName(token.tagName);
        if (problem) return;
        if (!DRAWING.has(localName(token.tagName))) {
          problem = `holds <${token.tagName}>, which is not a drawing element: a picture may not run script or load another file`;
          return;
        }
        for (const { name, value } of token.attrs) {
          problem = valueProblem(token.tagName, name, value);
          if (problem) return;
        }
      },
      onParseError(error) {
        problem ??= `is not well-formed: ${error.code}`;
      },
      onComment() {},
      onDoctype() {},
      onEndTag() {},
      onEof() {},
      onCharacter() {},
      onNullCharacter() {},
      onWhitespaceCharacter() {},
    },
  );
  tokenizer.write(text, true);
  if (root !== 'svg') return 'is not an SVG picture';
  return problem;
}

/** Why a file of public/ may not be served from the site's or the CMS's origin, or undefined. */
function publicFileProblem(name, read) {
  if (DOCUMENT.test(name))
    return 'is a web page or XML document, which can run script on the site’s origin; public/ holds pictures and the site’s own files';
  if (/\.svg$/i.test(name)) return svgProblem(read());
  if (RASTER.test(name) || SERVED.test(name) || HOST_FILES.has(name)) return undefined;
  return 'is not a picture, a font, a PDF or one of the site’s own files, the only files public/ may serve; a browser could open it as a document that runs script';
}

/** Whether the CMS's origin may serve a file of public/images/ to its previews. */
const isPicture = (name) => RASTER.test(name) || /\.svg$/i.test(name);

/** Every file under `dir` as its path from `dir`, with '/' between folders. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();

/** One line for each file of public/ (its uploads aside, which lib/content/uploads.ts checks) that may not be served. */
function publicProblems(uploads, root = process.cwd()) {
  return filesUnder(join(root, 'public'))
    .map((path) => `public/${path}`)
    .filter((shownPath) => !shownPath.startsWith(`${uploads}/`))
    .flatMap((shownPath) => {
      const problem = publicFileProblem(shownPath, () => readFileSync(join(root, shownPath)));
      return problem ? [`${shownPath}: ${problem}`] : [];
    });
}

module.exports = { filesUnder, isPicture, publicFileProblem, publicProblems, svgProblem };
