/**
 * Reads content files and validates them against their schema. Every problem is reported with
 * the file, the line, the field and what is expected, all files at once, so an editor fixes a
 * broken entry from the build log alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument, visit } from 'yaml';
import { z } from 'zod';
import type { CollectionDef } from './collections/define';
import { bodyBreak, bodyWords } from './body-rules';
import { hiddenIn, hiddenLine } from './hidden-characters';
import { markdownIn } from './plain-text';
import { addressProblem, pageFolder, slugOf } from './slugs';
import {
  aboveMaximum,
  asSentence,
  belowMinimum,
  choices,
  EMAIL,
  labelOf,
  listMaximum,
  listMinimum,
  REQUIRED,
  sameTitle,
  siteAddress,
  tooLong,
  tooShort,
} from './rule-words';
import { contentPath, MAX_CONTENT_BYTES } from '../build/content-dir.cjs';
import { schemaNode } from './schema-nodes';

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
/** Why a content file is too large to read, or undefined. */
export function contentSizeProblem(bytes: number): string | undefined {
  return bytes > MAX_CONTENT_BYTES
    ? `is ${(bytes / 1_000_000).toFixed(1)} MB, over the ${MAX_CONTENT_BYTES / 1_000_000} MB a content file may have; split it or shorten it`
    : undefined;
}
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Parsed {
  data: unknown;
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyLine: number;
  /** 1-based line of a field, or of the front matter start when the field is missing. */
  lineOf: (path: readonly PropertyKey[]) => number;
}

/** Parses a YAML file, or a Markdown file's front matter and body. Throws a one-line problem. */
export function parseSource(file: string, source: string, format: 'yaml' | 'md'): Parsed {
  const tooLarge = contentSizeProblem(Buffer.byteLength(source));
  if (tooLarge) throw new ContentError([`${file}: ${tooLarge}`]);
  let yamlText = source;
  let body = '';
  let offset = 0;
  let bodyLine = 1;
  if (format === 'md') {
    const match = FRONT_MATTER.exec(source);
    if (!match) throw new ContentError([`${file}: must start with front matter between two "---" lines`]);
    yamlText = match[1]!;
    body = source.slice(match[0].length);
    offset = 1;
    bodyLine = match[0].split('\n').length + (match[0].endsWith('\n') ? 0 : 1);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    const error = doc.errors[0]!;
    const line = lineCounter.linePos(error.pos[0]).line + offset;
    throw new ContentError([`${file}:${line}: is not valid YAML (${error.message.split('\n')[0]})`]);
  }
  // The content manager never writes an anchor (&name) or an alias (*name), and each alias copies
  // its anchor's text: one anchor named 98 times made 83 MB of one page. Refused where it stands.
  let shared: number | undefined;
  visit(doc, {
    Alias(_, node) {
      shared = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
    Node(_, node) {
      if (!node.anchor) return undefined;
      shared = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  if (shared !== undefined)
    throw new ContentError([
      `${file}:${lineCounter.linePos(shared).line + offset}: uses a YAML anchor (&name) or alias (*name), which the content manager never writes; write the text out in full`,
    ]);
  const lineOf = (path: readonly PropertyKey[]) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line + offset;
    }
    return 1 + offset;
  };
  let data: unknown;
  try {
    data = doc.toJS();
  } catch (error) {
    // What the parser reads but cannot turn into data stops here, with its words.
    throw new ContentError([`${file}: is not valid YAML (${error instanceof Error ? error.message : error})`]);
  }
  // Bounded as the build carries it too (a module of JSON, lib/build/yaml-module.cjs), which escaping can make larger than the file.
  const tooLargeRead = contentSizeProblem(Buffer.byteLength(JSON.stringify(data ?? {})));
  if (tooLargeRead) throw new ContentError([`${file}: once read, ${tooLargeRead}`]);
  return { data: data ?? {}, body, bodyLine, lineOf };
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );

/** A field as the CMS labels it, then its key for someone reading the file: `Responsibilities › item 2 (responsibilities[1])`. */
function fieldLabel(schema: z.ZodType, path: readonly PropertyKey[]): string {
  let node = schemaNode(schema);
  const words: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') {
      words.push(`item ${key + 1}`);
      node = node?.items;
    } else {
      node = node?.properties?.[String(key)];
      words.push(node?.title ?? labelOf(String(key)));
    }
  }
  return `${words.join(' › ')} (${fieldName(path)})`;
}

/** The rule an issue breaks, in the words the CMS form shows beside the field (rule-words.ts). */
function ruleOf(issue: z.core.$ZodIssue, schema: z.ZodType): string {
  // Left out, or cleared in the CMS (a number's box emptied saves null): required, as the form says.
  if ((issue.input === undefined || issue.input === null) && issue.path.length) return REQUIRED;
  const node = schemaNode(schema, issue.path);
  const key = issue.path.at(-1);
  const list = { label: node?.title ?? (typeof key === 'string' ? labelOf(key) : 'items'), item: node?.items?.title };
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'array') return listMinimum(list.label, list.item, min, node?.maxItems);
      if (issue.origin === 'string') return min <= 1 ? REQUIRED : tooShort(min);
      if (issue.origin === 'number') return belowMinimum(min);
      break;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'array') return listMaximum(list.label, list.item, max, node?.minItems);
      if (issue.origin === 'string') return tooLong(max);
      if (issue.origin === 'number') return aboveMaximum(max);
      break;
    }
    case 'invalid_value':
      if (node?.enum) return choices(node.enum.map((value) => node.labels?.[String(value)] ?? String(value)));
      break;
    case 'invalid_format':
      if (issue.format === 'email') return EMAIL;
      break;
    case 'unrecognized_keys':
      return `Unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}; check the spelling against the schema.`;
  }
  const found =
    issue.code !== 'custom' && issue.input !== undefined && typeof issue.input !== 'object'
      ? ` Found: ${JSON.stringify(issue.input)}`
      : '';
  return `${asSentence(issue.message)}${found}`;
}

/** One problem: the field by its CMS label, then the rule in the form's words. */
function describe(issue: z.core.$ZodIssue, schema: z.ZodType): string {
  return `${issue.path.length ? fieldLabel(schema, issue.path) : 'The entry'}: ${ruleOf(issue, schema)}`;
}

/** Every text of `data` with its path: the fields of a file, at any depth. */
function textsOf(data: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof data === 'string') return [{ path, text: data }];
  if (Array.isArray(data)) return data.flatMap((item, i) => textsOf(item, [...path, i]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => textsOf(value, [...path, key]));
  return [];
}

/** Validates parsed data; returns the output or the list of problems, each with file and line. */
export function check<S extends z.ZodType>(
  schema: S,
  file: string,
  parsed: Parsed,
): { value?: z.output<S>; problems: string[] } {
  const result = schema.safeParse(parsed.data, { reportInput: true });
  // The form refuses these in every field of text (cms/text-rules.ts), whatever else is wrong.
  const hidden = textsOf(parsed.data).flatMap(({ path, text }) =>
    [...hiddenIn(text), ...markdownIn(text)]
      .slice(0, 1)
      .map((words) => `${file}:${parsed.lineOf(path)}: ${fieldLabel(schema, path)}: ${words}`),
  );
  if (result.success) return { value: result.data, problems: hidden };
  return {
    problems: [
      ...result.error.issues.map((issue) => `${file}:${parsed.lineOf(issue.path)}: ${describe(issue, schema)}`),
      ...hidden,
    ],
  };
}

export type Loaded<S extends z.ZodType> = z.output<S> & { slug: string; body: string; bodyLine: number };

/** A field with its file and line, to word a problem found after validation: `content/a.yaml:5: Photo › Image file (photo.src)`. */
export type FieldAt = (path: readonly PropertyKey[]) => string;

const fieldAt =
  (file: string, parsed: Parsed, schema: z.ZodType): FieldAt =>
  (path) =>
    `${file}:${parsed.lineOf(path)}: ${fieldLabel(schema, path)}`;

/**
 * A field of a file read again after loading, worded as every problem of the check is: the
 * references between entries are checked once all are loaded (lib/content/references.ts).
 */
export function fieldInFile(file: string, schema: z.ZodType, root = process.cwd()): FieldAt {
  const format = file.endsWith('.md') ? 'md' : 'yaml';
  return fieldAt(file, parseSource(file, readFileSync(join(root, contentPath(file)), 'utf8'), format), schema);
}

/**
 * Each entry file's text, parsed and checked against its schema. The content check checks every
 * collection, then reads them where the site reads them (lib/content/read.ts) for the rules
 * across collections: the same text is not parsed and checked twice (at a thousand more entries,
 * that was a third of the check's time). By the file as named in problems: the result depends
 * only on that name, the text and the schema, whichever folder the file was read from.
 */
type Checked<S extends z.ZodType> = { text: string; schema: S; parsed: Parsed; result: ReturnType<typeof check<S>> };
const seen = new Map<string, Checked<z.ZodType>>();
function parsedAndChecked<S extends z.ZodObject>(file: string, text: string, def: CollectionDef<S>): Checked<S> {
  const last = seen.get(file);
  if (last?.text === text && last.schema === def.schema) return last as Checked<S>;
  const parsed = parseSource(file, text, def.format);
  const found = { text, schema: def.schema, parsed, result: check(def.schema, file, parsed) };
  seen.set(file, found);
  return found;
}

/**
 * Adds to a valid entry what its file does not state (a picture's size, read from the picture),
 * and throws a ContentError, worded with `at`, for what it cannot add.
 */
export type Complete<S extends z.ZodType, T> = (entry: Loaded<S>, at: FieldAt, root: string) => T;

/**
 * The names the site's own routes take in the folder of a collection's pages (the careers list's): the
 * route tree's fixed segments there (app/careers/page/, app/careers/list.json/), which an entry's
 * address must not shadow. Read from app/, so a route added there is kept from then on.
 */
export function routeNames(folder: string, root = process.cwd()): string[] {
  const dir = join(root, 'app', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !/^[[(_@.]/.test(name) && statSync(join(dir, name)).isDirectory())
    .sort();
}

/**
 * Every entry of a collection, validated, then completed when `complete` is given. Throws one
 * ContentError listing every problem found.
 */
export function loadCollection<S extends z.ZodObject>(def: CollectionDef<S>, root?: string): Loaded<S>[];
export function loadCollection<S extends z.ZodObject, T>(
  def: CollectionDef<S>,
  root: string,
  complete: Complete<S, T>,
): T[];
export function loadCollection<S extends z.ZodObject, T>(
  def: CollectionDef<S>,
  root = process.cwd(),
  complete?: Complete<S, T>,
): (Loaded<S> | T)[] {
  const extension = def.format === 'md' ? '.md' : '.yaml';
  const folder = contentPath(def.folder);
  const names = readdirSync(join(root, folder))
    .filter((name) => !name.startsWith('.'))
    .sort();
  const problems: string[] = [];
  const entries: (Loaded<S> | T)[] = [];
  // An entry with a page has its address from its title (lib/content/slugs.ts): the first file of a title keeps it.
  const pages = def.page && pageFolder(def.page);
  const reserved = pages ? routeNames(pages, root) : [];
  const titled = new Map<string, { file: string; at: string }>();
  for (const name of names) {
    const file = `${folder}/${name}`;
    if (!name.endsWith(extension)) {
      problems.push(`${file}: ${def.label} files must end in ${extension}`);
      continue;
    }
    const slug = name.slice(0, -extension.length);
    if (!SLUG.test(slug))
      problems.push(`${file}: the file name must be a slug of lowercase letters, digits and single hyphens`);
    else if (reserved.includes(slug)) problems.push(`${file}: ${siteAddress(def.page!(slug))} Rename the file.`);
    try {
      const { parsed, result } = parsedAndChecked(file, readFileSync(join(root, file), 'utf8'), def);
      problems.push(...result.problems);
      // The body's rules beside the fields', so one run of the check lists every problem.
      const body = `${def.body?.label ?? labelOf('body')} (body)`;
      const hidden = def.format === 'md' ? hiddenLine(parsed.body) : undefined;
      if (hidden) problems.push(`${file}:${parsed.bodyLine + hidden.line - 1}: ${body}: ${hidden.words}`);
      const broken = def.body?.rules && bodyBreak(parsed.body);
      if (broken) problems.push(`${file}:${parsed.bodyLine + broken.line - 1}: ${body}: ${bodyWords(broken)}`);
      const title = def.summary && (parsed.data as Record<string, unknown>)[def.summary];
      if (pages && typeof title === 'string') {
        const at = `${file}:${parsed.lineOf([def.summary!])}: ${fieldLabel(def.schema, [def.summary!])}`;
        const earlier = titled.get(slugOf(title));
        const wrong = addressProblem(title, pages, reserved) ?? (earlier && sameTitle(earlier.file));
        if (wrong) problems.push(`${at}: ${wrong}`);
        // Either file may be the new one: each is named, the one read first too.
        if (earlier && !addressProblem(title, pages, reserved)) problems.push(`${earlier.at}: ${sameTitle(file)}`);
        else if (!wrong) titled.set(slugOf(title), { file, at });
      }
      if (result.value) {
        const entry: Loaded<S> = { ...result.value, slug, body: parsed.body, bodyLine: parsed.bodyLine };
        const at = fieldAt(file, parsed, def.schema);
        entries.push(complete ? complete(entry, at, root) : entry);
      }
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length) throw new ContentError(problems);
  return entries;
}

/** One YAML file validated against its schema (the site's company facts). */
export function loadFile<S extends z.ZodType>(path: string, schema: S, root = process.cwd()): z.output<S> {
  const file = contentPath(path);
  const parsed = parseSource(file, readFileSync(join(root, file), 'utf8'), 'yaml');
  const result = check(schema, file, parsed);
  if (result.problems.length) throw new ContentError(result.problems);
  return result.value as z.output<S>;
}

/** Entries in their editors' order: `order`, then title. */
export function byOrder<T extends { order: number; slug: string }>(a: T, b: T): number {
  return a.order - b.order || a.slug.localeCompare(b.slug);
}
