/** @jest-environment node */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { collections } from './collections';
import { contentPath, EDITED, FIXTURES } from '../build/content-dir.cjs';
import { parseSource } from './load';
import { singletons } from './singletons';
import { formatContentFile, formatMarkdown, formatYaml } from './yaml-format';

/** Every content file, the editors' and the behaviour tests' (lib/build/content-dir.cjs), with the schema that orders its keys. */
const files = [EDITED, FIXTURES].flatMap((dir) => {
  const at = (path: string) => contentPath(path, { CONTENT_DIR: dir });
  return [
    ...collections.flatMap((def) =>
      readdirSync(at(def.folder))
        .filter((name) => name.endsWith(def.format === 'md' ? '.md' : '.yaml'))
        .map((name) => ({ file: join(at(def.folder), name), schema: def.schema, format: def.format })),
    ),
    ...singletons.map((def) => ({ file: at(def.file), schema: def.schema, format: 'yaml' as const })),
  ];
});

describe('content files are in the form the CMS saves', () => {
  it.each(files.map((f) => [f.file, f] as const))('%s', (file, { schema, format }) => {
    const source = readFileSync(file, 'utf8');
    const parsed = parseSource(file, source, format);
    const expected = formatContentFile(parsed.data, schema, format === 'md' ? parsed.body : undefined);
    // `UPDATE_CONTENT_FORMAT=1 npx jest lib/content/yaml-format.test.ts` (npm run content:format) rewrites them.
    if (process.env.UPDATE_CONTENT_FORMAT && source !== expected) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});

describe('formatYaml', () => {
  const schema = z.object({
    title: z.string(),
    tags: z.array(z.string()),
    meta: z.object({ a: z.string(), b: z.string() }),
  });

  it('writes keys in the schema order at every depth, lists indented, long lines unwrapped', () => {
    const long = 'word '.repeat(40).trim();
    expect(formatYaml({ meta: { b: '2', a: '1' }, tags: ['x'], title: long }, schema)).toBe(
      `title: ${long}\ntags:\n  - x\nmeta:\n  a: '1'\n  b: '2'`,
    );
  });

  it('quotes only what YAML needs quoted', () => {
    expect(formatYaml({ title: 'Try one of these:', tags: ['#1'], meta: { a: 'a', b: 'b' } }, schema)).toBe(
      "title: 'Try one of these:'\ntags:\n  - '#1'\nmeta:\n  a: a\n  b: b",
    );
  });
});

describe('typographic apostrophes', () => {
  const schema = z.object({
    title: z.string(),
    heading: z.literal("See How We've Done It Before"),
    category: z.enum(["Rock'n'Roll", 'Jazz']),
    tags: z.array(z.string()),
  });

  it('writes an apostrophe inside a word typographic, leaving quotation marks and what the schema fixes', () => {
    expect(
      formatYaml(
        {
          title: "Quantivo's team won't say 'never'",
          heading: "See How We've Done It Before",
          category: "Rock'n'Roll",
          tags: ["clients' data", "O'Brien"],
        },
        schema,
      ),
    ).toBe(
      "title: Quantivo’s team won’t say 'never'\nheading: See How We've Done It Before\ncategory: Rock'n'Roll\ntags:\n  - clients' data\n  - O’Brien",
    );
  });

  it('does so in a Markdown body, but not in code', () => {
    expect(
      formatMarkdown("Quantivo's plan.\n\nRun `echo 'it's'` first.\n\n```\nprint('don't')\n```\nWe're done."),
    ).toBe("Quantivo’s plan.\n\nRun `echo 'it's'` first.\n\n```\nprint('don't')\n```\nWe’re done.");
  });
});

describe('formatMarkdown', () => {
  it('sets each heading apart by a blank line, as the CMS’s editor writes it, and leaves the rest', () => {
    expect(formatMarkdown('Intro.\n## A\nText.\n- one\n- two\n\n### B\n1. x\n')).toBe(
      'Intro.\n\n## A\n\nText.\n- one\n- two\n\n### B\n\n1. x',
    );
    expect(formatMarkdown('## A\n\nText.')).toBe('## A\n\nText.');
  });
});
