/**
 * Content files are written the way Sveltia CMS writes them (its `output.yaml` settings in
 * cms-config.ts: two-space indent, indented lists, plain strings, no line wrapping), with keys in
 * the schema's field order. A file already in that form comes back from a CMS save with only the
 * lines the editor changed; lib/content/yaml-format.test.ts keeps every content file so and
 * `npm run content:format` rewrites them.
 */
import { stringify } from 'yaml';
import type { z } from 'zod';
import { schemaNode, type SchemaNode } from './schema-nodes';

/** A straight apostrophe inside a word ("Quantivo's", "don't"), which the site writes typographic. */
const STRAIGHT_APOSTROPHE = /(?<=\p{L})'(?=\p{L})/gu;

/** Text with its apostrophes typographic (’), as the house style writes them. */
export const typographic = (text: string) => text.replace(STRAIGHT_APOSTROPHE, '’');

/**
 * Keys in the order the schema declares them (the order the CMS form writes), at every depth, and
 * text with typographic apostrophes, except a value the schema fixes (the specification's own
 * strings, e.g. "See How We've Done It Before") or chooses from a list.
 */
function ordered(value: unknown, node: SchemaNode | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, node?.items));
  if (typeof value === 'string') return node?.const !== undefined || node?.enum ? value : typographic(value);
  if (value === null || typeof value !== 'object') return value;
  const known = Object.keys(node?.properties ?? {});
  const keys = [...known.filter((k) => k in value), ...Object.keys(value).filter((k) => !known.includes(k))];
  return Object.fromEntries(
    keys.map((k) => [k, ordered((value as Record<string, unknown>)[k], node?.properties?.[k])]),
  );
}

/** The YAML Sveltia writes for this data (stringify options of its formatYAML). */
export function formatYaml(data: unknown, schema: z.ZodType): string {
  return stringify(ordered(data, schemaNode(schema)), null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
}

const HEADING = /^#{1,6} /;
const FENCE = /^\s*(```|~~~)/;
const CODE_SPAN = /(`[^`]*`)/;

/**
 * A Markdown body as Sveltia's editor writes it back, with typographic apostrophes outside code:
 * each heading a block of its own, with a blank line before and after. A body typed otherwise
 * came back from the first save with those lines added around the editor's change (a one-word fix
 * touched six lines).
 */
export function formatMarkdown(body: string): string {
  const lines: string[] = [];
  let fenced = false;
  for (const written of body.trim().split('\n')) {
    // Code is left as written: in a fenced block, and in a `span` within a line.
    if (FENCE.test(written)) fenced = !fenced;
    const line =
      fenced || FENCE.test(written)
        ? written
        : written
            .split(CODE_SPAN)
            .map((part, i) => (i % 2 ? part : typographic(part)))
            .join('');
    const last = lines.at(-1);
    const apart = last !== undefined && last !== '' && line !== '' && (HEADING.test(line) || HEADING.test(last));
    lines.push(...(apart ? ['', line] : [line]));
  }
  return lines.join('\n');
}

/** A whole content file: YAML, or front matter and a Markdown body, as the CMS saves it. */
export function formatContentFile(data: unknown, schema: z.ZodType, body?: string): string {
  const head = formatYaml(data, schema);
  if (body === undefined) return `${head}\n`;
  const text = formatMarkdown(body);
  return `---\n${head}\n---\n${text ? `\n${text}\n` : ''}`;
}
