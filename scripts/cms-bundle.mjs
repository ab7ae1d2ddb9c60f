#!/usr/bin/env node
/**
 * The first step of `npm run build` and `npm run dev`: checks all content, writes the files derived
 * from the registries, then bundles the CMS with its configuration, the site's templates and the
 * checked content into its own app (out-cms/cms/), so it loads nothing from another host. A problem
 * stops the build here, before the slow compile.
 * Each rewrite of Sveltia's bundle below must match exactly as often as it expects, else it throws:
 * a new version of Sveltia changed that code, and the patch needs a look.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { parse as parseYaml } from 'yaml';
import { checkedContent, yamlData } from './content-check.mjs';
import { CMS_OUT } from './html-files.mjs';

const started = performance.now();
const ms = () => `${Math.round(performance.now() - started)} ms`;

const require = createRequire(import.meta.url);
const { contentFile } = require('../lib/build/content-dir.cjs');
const { SITE_PAGES_FILE, STAND_INS_FILE } = require('../lib/build/build-record.cjs');

const prepared = await checkedContent({ generate: true });
// For the record of a build of some routes only, and the stand-ins it publishes (scripts/build-record.mjs).
mkdirSync(dirname(SITE_PAGES_FILE), { recursive: true });
writeFileSync(SITE_PAGES_FILE, JSON.stringify(prepared.routes));
writeFileSync(STAND_INS_FILE, JSON.stringify(prepared.standIns));

const out = join(CMS_OUT, 'cms');
const assets = join(dirname(require.resolve('@sveltia/cms')), 'assets');

/**
 * Sveltia 0.221 words a list's "too few" and "too many" without the number; its message function
 * is taught to read the field's own messages first (lib/content/cms-config.ts writes them).
 */
function listMessages(code) {
  const header = /=\(\{validity:(\w+),fieldConfig:(\w+)\}\)=>\{let (\w+)=\[\]/g;
  const found = [...code.matchAll(header)];
  if (found.length !== 1)
    throw new Error(`CMS: expected Sveltia's one validation-message function, found ${found.length}`);
  const [, validity, config, messages] = found[0];
  let rewritten = code;
  for (const [flag, key] of [
    ['valueMissing', 'empty_message'],
    ['rangeUnderflow', 'min_message'],
    ['rangeOverflow', 'max_message'],
  ]) {
    const push = `${validity}.${flag}&&${messages}.push(`;
    if (rewritten.split(push).length !== 2) throw new Error(`CMS: expected one "${push}" in Sveltia's validation`);
    rewritten = rewritten.replace(push, `${push}${config}.${key}??`);
  }
  return rewritten;
}

/**
 * With review before publish, Sveltia saves a first-stage draft with required fields empty, which
 * its build then refuses: docs/editing.md promises nothing is saved until mended.
 */
function requiredAlways(code) {
  const rule = /(\w+)=(\w+)=>!\w+\(\2\)\|\|\(\w+\(\2\)\?\?`draft`\)!==`draft`/g;
  const found = [...code.matchAll(rule)];
  if (found.length !== 1)
    throw new Error(`CMS: expected Sveltia's one rule of when a required field is required, found ${found.length}`);
  return code.replace(rule, '$1=$2=>!0');
}

/**
 * Sveltia cross-fades between screens whatever the editor's system says of motion: with reduced
 * motion, the new screen comes at once.
 */
function reducedMotionViews(code) {
  const start = /if\(!document\.startViewTransition\|\|(\w+)\)\{(\w+)\(\);return\}/g;
  const found = [...code.matchAll(start)];
  if (found.length !== 1)
    throw new Error(`CMS: expected Sveltia's one start of a view transition, found ${found.length}`);
  return code.replace(
    start,
    'if(!document.startViewTransition||$1||matchMedia("(prefers-reduced-motion: reduce)").matches){$2();return}',
  );
}

/**
 * Sveltia's questions before a publish say the change takes effect right away, but a publish starts
 * a build: its messages are replaced by Company details' words (Editing → Publish dialogs).
 */
function dialogWords(code) {
  let rewritten = code;
  for (const [key, words] of [
    ['confirm_publishing_entry', prepared.dialogs.publish],
    ['confirm_completing_deletion', prepared.dialogs.deletion],
  ]) {
    const message = new RegExp(`\\b${key}:\`[^\`]*\``, 'g');
    const found = rewritten.match(message) ?? [];
    if (found.length !== 1) throw new Error(`CMS: expected Sveltia's one message ${key}, found ${found.length}`);
    rewritten = rewritten.replace(message, () => `${key}:\`${words}\``);
  }
  return rewritten;
}

/**
 * Names a page of copy by its own label ("Home page") where Sveltia lists the entries a deletion
 * touches by their collection's, which for all of them is "_singletons".
 */
function singletonLabels(code) {
  const named = /collectionLabel:(\w+)\.label\|\|(\w+),fieldLabel:(\w+)\.label\|\|\3\.name,entry:(\w+),/g;
  const found = [...code.matchAll(named)];
  if (found.length !== 2)
    throw new Error(`CMS: expected Sveltia's 2 labels of an entry that names another, found ${found.length}`);
  return code.replace(
    named,
    (_, collection, name, field, entry) =>
      `collectionLabel:${collection}.label||${collection}.files?.find(f=>f.name===${entry}.slug)?.label||${name},fieldLabel:${field}.label||${field}.name,entry:${entry},`,
  );
}

/** `text` with its one `from` replaced by `to`, taken as they are (no `$` patterns); two or none is an error. */
function swap(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`CMS: expected one ${from.slice(0, 60)}…, found ${parts.length - 1}`);
  return parts.join(to);
}

/**
 * Sveltia's Delete dialog lists the entries that refuse a deletion, but of those it takes the entry
 * out of without refusing (a case study among an Enterprise IT service's related ones) it gives a
 * count only, and none at all while it refuses. Its plan of a deletion notes each field it changes
 * (cms/deletion-changes.ts), and the dialog lists those that do not refuse it below the refusals, as
 * it lists them, under Company details' words (Editing → Publish dialogs). A Markdown body's link
 * to the deleted entry's page is a refusal like a required field's, as the draft's build would
 * refuse it. Each place must be found once, or a new version changed its plan or its dialog.
 */
function deletionChangesNamed(code) {
  const once = (pattern, what) => {
    const found = [...code.matchAll(pattern)];
    if (found.length !== 1) throw new Error(`CMS: expected Sveltia's one ${what}, found ${found.length}`);
    return found[0];
  };
  const summaries = new Set(
    [...code.matchAll(/fieldLabel:\w+\.label\|\|\w+\.name,entry:\w+,summary:(\w+)\(/g)].map(([, name]) => name),
  );
  if (summaries.size !== 1)
    throw new Error(`CMS: expected Sveltia's one summary of an entry that names another, found ${summaries.size}`);
  const [summary] = summaries;
  const removal = once(
    /(\w+)&&\(\w+\[(\w+)\]=\{\.\.\.\w+,content:\1\.content\},(\w+)\.push\(\.\.\.\w+\(\{draft:\w+,entry:(\w+),relation:(\w+),locale:\2,content:\1\.content,fieldKeyPaths:\1\.fieldKeyPaths\}\)\)\)/g,
    'removal of a reference from a deletion',
  );
  const [, result, , refusals, entry, relation] = removal;
  const plan = once(
    /\(\{collection:(\w+),collectionFile:\w+,entries:(\w+)\}\)=>\{let \w+=new Map,\w+=\[\];[^]*?return\{targets:\[\.\.\.(\w+)\.values\(\)\],blockers:(\w+)\((\w+)\)\}/g,
    'plan of a deletion',
  );
  const [, deletedFrom, deleted, targets, dedupe, found] = plan;
  const [, entriesOf] = once(
    /return (\w+)\(\w+\)\.filter\(\w+=>\w+\.id!==\w+\.id&&!\w+\.has\(\w+\.id\)/g,
    'list of the entries that name another',
  );
  const [, , collectionOf] = once(
    /let (\w+)=(\w+)\(\w+\);if\(\w+\(\1\),!\1\|\|!\w+\.current\)return \w+\(\w+,`collection_not_found`\)/g,
    'look-up of a collection',
  );
  // The Markdown bodies a link to a deleted page may be in, as the configuration names them.
  const bodies = prepared.config.collections.flatMap(({ name, fields = [] }) =>
    fields
      .filter(({ widget }) => widget === 'markdown')
      .map(({ name: field, label }) => ({ collection: name, field, label: label ?? field })),
  );
  const template = once(
    /(\w+)=(\w+)\(`<div role="alert" class="(svelte-\w+)"> <\/div> <ul class="blockers \3"><\/ul>`,1\)/g,
    'list of refusals of a deletion',
  );
  const [, refusalList, make, scope] = template;
  const note = once(
    /\bvar (\w+)=(\w+)\(\),(\w+)=(\w+)\(\1\),(\w+)=(\w+)=>\{(var \w+=(\w+)\(\),[^]*?)\},(\w+)=\6=>\{var \w+=\w+\(\),\w+=\w+\(\w+,!0\);[^;]*?deleting_referenced_entries_note[^;]*?\};(\w+)\(\3,\6=>\{(\w+)\.plan\.blockers\.length\?\6\(\5\):\11\.plan\.targets\.length&&\6\(\9,1\)\}\)/g,
    'note of the entries that name a deleted one',
  );
  const [whole, fragment, single, anchor, firstChild, , at, listCode, listTemplate, count, ifBlock, props] = note;
  if (listTemplate !== refusalList) throw new Error('CMS: the refusals of a deletion no longer use their list');
  const sibling = /\b\w+=(\w+)\(\w+,2\);/.exec(listCode)?.[1];
  const header =
    /\[\(\)=>\w+\(\w+\(\)===`asset`\?`cannot_delete_referenced_assets`:`cannot_delete_referenced_entries`,\{values:\{count:\w+\.count\}\}\)\]/g;
  const rows = `()=>${props}.plan.blockers,`;
  if (!sibling || listCode.match(header)?.length !== 1 || listCode.split(rows).length !== 2)
    throw new Error("CMS: expected one header and one list in Sveltia's refusals of a deletion");
  const changesCode = swap(
    swap(swap(listCode, `${refusalList}()`, 'deletionChangesTemplate()'), rows, `()=>${props}.plan.changes,`),
    listCode.match(header)[0],
    `[()=>${JSON.stringify(prepared.dialogs.changedPages)}]`,
  );
  // The refusals and the changes each have a place of their own in the note (a fragment of two
  // anchors, as Svelte compiles two blocks side by side); a plan of an asset's deletion has no changes.
  let rewritten = swap(
    whole,
    `var ${fragment}=${single}(),${anchor}=${firstChild}(${fragment}),`,
    `var ${fragment}=deletionChangesPair(),${anchor}=${firstChild}(${fragment}),deletionChangesAnchor=${sibling}(${anchor},2),`,
  );
  rewritten = swap(rewritten, `},${count}=${at}=>{`, `},deletionChangesList=${at}=>{${changesCode}},${count}=${at}=>{`);
  rewritten = swap(
    rewritten,
    `:${props}.plan.targets.length&&${at}(${count},1)})`,
    `:!${props}.plan.changes&&${props}.plan.targets.length&&${at}(${count},1)}),${ifBlock}(deletionChangesAnchor,${at}=>{${props}.plan.changes?.length&&${at}(deletionChangesList)})`,
  );
  const noted = swap(
    removal[0],
    `${refusals}.push(`,
    `noteDeletionChange(${refusals},{entry:${entry},relation:${relation},keyPaths:${result}.fieldKeyPaths,summary:${summary}(${relation}.sourceCollection,${entry})}),${refusals}.push(`,
  );
  const words = JSON.stringify(prepared.dialogs.changedField);
  const links = `linkRefusals({collection:${deletedFrom},entries:${deleted},bodies:${JSON.stringify(bodies)},collectionOf:${collectionOf},entriesOf:${entriesOf},summaryOf:${summary}})`;
  const planned = `return(refused=>({targets:[...${targets}.values()],blockers:refused,changes:deletionChanges(${found},refused,${words})}))([...${dedupe}(${found}),...${links}])`;
  const templates = `${template[0]},deletionChangesTemplate=${make}(\`<div class="${scope}"> </div> <ul class="blockers ${scope}"></ul>\`,1),deletionChangesPair=${make}(\`<!> <!>\`,1)`;
  let bundled = swap(code, removal[0], noted);
  bundled = swap(bundled, plan[0], swap(plan[0], plan[0].slice(plan[0].lastIndexOf('return{targets:')), planned));
  bundled = swap(bundled, template[0], templates);
  bundled = swap(bundled, whole, rewritten);
  return `import { deletionChanges, linkRefusals, noteDeletionChange } from ${JSON.stringify(resolve('cms', 'deletion-changes.ts'))};\n${bundled}`;
}

/**
 * Where Sveltia names an entry by its identifier field (a leader's heading, "Select …"), a field
 * that names a person shows the person's name, as the list's summary does, not a file name.
 */
function namesByReference(code) {
  const naming =
    /\{identifierField:(\w+)\}\)\|\|(\w+)\.replaceAll\(`-`,` `\);if\(!(\w+)\|\|!(\w+)\)return (\w+)\((\w+),\{allowMarkdown:(\w+)\}\);let (\w+)=(\{content:[^;]*?fallbackSummary:\6\});return \5\((\w+)\(\4,\((\w+),(\w+)\)=>(\w+)\(\12,\8\)\),\{allowMarkdown:\7\}\)/g;
  const found = [...code.matchAll(naming)];
  if (found.length !== 1) throw new Error(`CMS: expected Sveltia's one naming of an entry, found ${found.length}`);
  return code.replace(
    naming,
    (_, field, slug, useTemplate, template, show, plain, markdown, args, context, fill, tag, key, valueOf) =>
      `{identifierField:${field}})||${slug}.replaceAll(\`-\`,\` \`);let ${args}=${context};` +
      `return ${show}(!${useTemplate}||!${template}?${fill}(\`{{\${${field}}}}\`,(${tag},${key})=>${valueOf}(${key},${args}))||${plain}:` +
      `${fill}(${template},(${tag},${key})=>${valueOf}(${key},${args})),{allowMarkdown:${markdown}})`,
  );
}

/**
 * An apostrophe or a soft hyphen in a title joins the letters around it in the address, as
 * lib/content/slugs.ts does, where Sveltia made a hyphen of it (india-s-quantum-mission).
 */
function joinedApostrophes(code) {
  const sanitize = /(\w+)=\1\.replaceAll\((\w+)\[(\w+)===`ascii`\?`ascii`:`unicode`\],` `\)/g;
  const found = [...code.matchAll(sanitize)];
  if (found.length !== 1) throw new Error(`CMS: expected Sveltia's one slugify, found ${found.length}`);
  const joined = code.replace(sanitize, (whole, text) => `${text}=joinLetters(${text}),${whole}`);
  return `import { joinLetters } from ${JSON.stringify(resolve('lib', 'content', 'slugs.ts'))};\n${joined}`;
}

/**
 * Sveltia's checks of string, text and markdown fields go through cms/text-rules.ts, so the form
 * refuses what the content check refuses, in its words.
 */
function textRules(code) {
  const table = /\bstring:(\w+),text:\1\}/g;
  const found = [...code.matchAll(table)];
  if (found.length !== 1) throw new Error(`CMS: expected Sveltia's one table of field checks, found ${found.length}`);
  const check = found[0][1];
  const checks = `string:withTextRules(${check}),text:withTextRules(${check}),markdown:withTextRules(void 0,siteRoutes,unprovenStudies)}`;
  return `import { withTextRules } from ${JSON.stringify(resolve('cms', 'text-rules.ts'))};\nconst siteRoutes = new Set(${JSON.stringify([...prepared.routes, ...prepared.files])});\nconst unprovenStudies = new Map(${JSON.stringify(prepared.unproven)});\n${code.replace(table, checks)}`;
}

/**
 * Sveltia's stylesheet names its fonts on a CDN the CMS's policy blocks: it is pointed at the
 * copies Sveltia ships. The same pass applies the rewrites above.
 */
const localFonts = {
  name: 'local-fonts',
  setup(b) {
    const fonts = readdirSync(assets).filter((name) => name.endsWith('.woff2'));
    b.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, ({ path }) => {
      let cdn = 0;
      const contents = readFileSync(path, 'utf8').replace(
        /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)[^/]*\/([a-z0-9-]+)\.woff2\)/g,
        (whole, family, variant) => {
          const file = fonts.find((name) => name.startsWith(`${family}-${variant}-`));
          if (!file) return whole;
          cdn++;
          return `url(cms/assets/${file})`;
        },
      );
      if (cdn !== 3)
        throw new Error(`CMS: expected Sveltia's 3 CDN fonts, rewrote ${cdn}; check the new version's styles`);
      return {
        contents: textRules(
          namesByReference(
            joinedApostrophes(
              listMessages(
                requiredAlways(reducedMotionViews(singletonLabels(deletionChangesNamed(dialogWords(contents))))),
              ),
            ),
          ),
        ),
        loader: 'js',
      };
    });
  },
};

const fromSveltia = /@sveltia[\\/]cms[\\/]npm[\\/]/;

/**
 * Imports answered by a module of cms/ whose comment says why ([import, module, importers]): the
 * previews' stand-ins (shims/, below), and what Sveltia's npm build imports on demand but this CMS
 * never asks for, or could never run (stubs/): the code highlighter (engine, grammars, themes;
 * ~5 MB), the interface's translations (~2.8 MB), the map field's drawing library, the SVG
 * optimiser and the WebAssembly codecs. checks/size.mjs fails the build if a grammar comes back.
 */
const replacements = [
  [/^@shikijs\/(?:langs|themes)\/[\w-]+$/, 'stubs/code-highlighting.ts', fromSveltia],
  [/^\.\/chunks\/shiki-engine-[\w-]+\.js$/, 'stubs/code-highlighting.ts', fromSveltia],
  [/^\.\.\/locales\/[\w-]+\.json$/, 'stubs/ui-locale.ts', fromSveltia],
  [/^(?:svgo\/browser|terra-draw|terra-draw-leaflet-adapter)$/, 'stubs/unused-features.ts', fromSveltia],
  [/^\.\/chunks\/(?:heic|webp_enc|webp_enc_simd)-[\w-]+\.js$/, 'stubs/webassembly.ts', fromSveltia],
  [/^next\/navigation$/, 'shims/next-navigation.ts'],
  [/^@\/lib\/pictures\/photo-variants$/, 'shims/photo-variants.ts'],
  [/^@\/lib\/products\/datasheet-files$/, 'shims/datasheet-files.ts'],
  [/^@\/lib\/pages\/search-index$/, 'shims/search-index.ts'],
  [/^node:(?:fs|path)$/, 'shims/no-files.ts', /lib[\\/](?:content[\\/]load\.ts|build[\\/]content-dir\.cjs)$/],
];
const unused = new Set(replacements.map(([filter]) => filter));
const replaced = {
  name: 'replaced',
  setup(b) {
    for (const [filter, file, from = /./] of replacements)
      b.onResolve({ filter }, ({ importer }) => {
        if (!from.test(importer)) return undefined;
        unused.delete(filter);
        return { path: resolve('cms', file) };
      });
  },
};

/**
 * The previews render the site's own templates (cms/pages.tsx), in the browser: what the
 * templates read at build from files comes bundled in as saved. Each content YAML file becomes
 * one shared object the preview of that page of copy fills in (cms/saved.ts); the collections
 * (lib/content/read.ts) are the ones just checked; the modules that read other files (the
 * photos' variants, the datasheets' sizes) and next/navigation have stand-ins in cms/shims/,
 * whose comments say why.
 */
const previews = {
  name: 'previews',
  setup(b) {
    const saved = JSON.stringify(resolve('cms', 'saved.ts'));
    b.onLoad({ filter: /[\\/]content[\\/](?:copy[\\/][\w-]+|site)\.yaml$/ }, ({ path }) => ({
      contents: `import { savedCopy } from ${saved};\nexport default savedCopy(${JSON.stringify(
        // Named as the editor's file, read from the content folder the build reads (CONTENT_DIR).
        relative(process.cwd(), path)
          .split(sep)
          .join('/')
          .replace(/^.*?(?=content\/)/, ''),
      )}, ${JSON.stringify(parseYaml(readFileSync(contentFile(path), 'utf8')) ?? {})});\n`,
      loader: 'js',
    }));
    b.onLoad({ filter: /[\\/]lib[\\/]content[\\/]read\.ts$/ }, () => ({
      contents: `export const content = ${JSON.stringify(prepared.content)};\n`,
      loader: 'js',
    }));
  },
};

/**
 * zod tries `new Function` once to learn whether it may compile its parsers, a policy violation on
 * every opening of the CMS (no eval): told before any file of the bundle runs, it does not try.
 */
const ZOD_CONFIG = '__zod_globalConfig';
if (
  !readFileSync(join(dirname(require.resolve('zod/v4/core')), 'core.js'), 'utf8').includes(`globalThis.${ZOD_CONFIG}`)
)
  throw new Error(`CMS: zod no longer keeps its configuration in globalThis.${ZOD_CONFIG}; check the new version`);

rmSync(CMS_OUT, { recursive: true, force: true });
await build({
  entryPoints: { main: 'cms/main.ts' },
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: 'es2022',
  outdir: out,
  plugins: [replaced, localFonts, previews, yamlData],
  define: {
    __CMS_CONFIG__: JSON.stringify(prepared.config),
    // The site's helpers the previews share (lib/paths.ts for image URLs) read the base path from
    // the environment: the CMS's app sits at its origin's root with its own copy of the site's
    // pictures (scripts/cms-app.mjs). The CMS takes today as the build does (lib/text/dates.ts
    // buildDay): a preview judges a job open or closed, and the list an entry scheduled, as of the
    // day SITE_BUILD_DATE pins (the tests' builds), else as of today in India, as a build today would.
    // React's production build, as the site's.
    'process.env': JSON.stringify({
      BASE_PATH: '',
      NEXT_PUBLIC_BASE_PATH: '',
      NODE_ENV: 'production',
      ...(process.env.SITE_BUILD_DATE && { SITE_BUILD_DATE: process.env.SITE_BUILD_DATE }),
    }),
  },
  banner: { js: `(globalThis.${ZOD_CONFIG}??={}).jitless=true;` },
  logLevel: 'warning',
});
// One that replaced nothing means a new version (of Sveltia, or the module) imports it under another name.
if (unused.size) throw new Error(`CMS: no import matched ${[...unused].join(', ')}; check the new version's imports`);
// Sveltia finds its fonts, workers and WebAssembly at `assets/` beside the module that names them
// (every chunk sits in one folder), each as a literal `new URL('assets/…', import.meta.url)`: only
// the files the bundle names that way are copied, with each font's licence, but not the HEIC
// decoder's worker and WebAssembly, which the CMS's policy forbids to run (cms/stubs/webassembly.ts).
const NEVER_RUN = /^heic[-_]/;
const named = new Set();
for (const file of readdirSync(out).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(out, file), 'utf8');
  if (/new URL\(["'`]\.\.\//.test(code))
    throw new Error(`CMS: ${file} names a file outside the bundle's one folder (../); check the new version's chunks`);
  for (const [, name] of code.matchAll(/new URL\(["'`]assets\/([^"'`]+)["'`],\s*import\.meta\.url\)/g)) named.add(name);
}
const shipped = readdirSync(assets);
for (const name of named)
  if (!shipped.includes(name))
    throw new Error(`CMS: the bundle names assets/${name}, which @sveltia/cms does not ship`);
const copied = [...named].filter((name) => !NEVER_RUN.test(name));
const licences = shipped.filter(
  (name) => name.endsWith('.LICENSE.txt') && copied.some((font) => font.startsWith(name.replace('.LICENSE.txt', '-'))),
);
mkdirSync(join(out, 'assets'));
for (const name of [...copied, ...licences]) cpSync(join(assets, name), join(out, 'assets', name));
console.log(
  `CMS: bundled for ${prepared.config.backend.repo} (${prepared.config.backend.branch}) in ${out}/ (${ms()}).`,
);
