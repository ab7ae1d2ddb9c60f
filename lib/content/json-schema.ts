/**
 * JSON Schema for each YAML collection and each singleton (company facts, page copy), generated from the zod schemas, so
 * an editor's VS Code (YAML extension) completes and checks fields as they type. The files in
 * content/.schemas/ are compared with a fresh generation by a test; `npm run schemas` rewrites them.
 */
import { z } from 'zod';
import { collectionDefs, collections } from './collections';
import { singletonDefs, singletons } from './singletons';

export interface SchemaFile {
  /** Path of the JSON file, from the repository root. */
  file: string;
  /** Glob of the content files it checks. */
  glob: string;
  json: string;
}

const toJson = (schema: z.ZodType, title: string) =>
  `${JSON.stringify({ title, ...z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;

export function schemaFiles(): SchemaFile[] {
  return [
    ...collections
      .filter((c) => c.format === 'yaml')
      .map((c) => ({
        file: `content/.schemas/${c.name}.json`,
        glob: `content/${c.folder.split('/').pop()}/*.yaml`,
        json: toJson(c.schema, `${c.labelSingular} (${c.folder}/)`),
      })),
    ...singletons.map((s) => ({
      file: `content/.schemas/${s.name}.json`,
      glob: s.file,
      json: toJson(s.schema, s.label),
    })),
  ];
}

/** The `yaml.schemas` setting of VS Code's YAML extension: schema file to the globs it checks. */
export function vscodeSettings(files: SchemaFile[]): string {
  const schemas = Object.fromEntries(files.map((f) => [`./${f.file}`, [f.glob]]));
  return `${JSON.stringify({ 'yaml.schemas': schemas }, null, 2)}\n`;
}

/**
 * types/copy.d.ts: each page of copy's YAML file typed by its schema, so a template imports the
 * file itself (`import copy from '@/content/copy/careers.yaml'`) with no module in between.
 * Generated, not committed: `npm install`, every build and `npm run dev` write it (scripts/content-check.mjs).
 */
export function copyDeclarations(): string {
  const declare = (file: string, schema: string) =>
    `declare module '@/${file}' {\n  const copy: import('zod').output<${schema}>;\n  export default copy;\n}\n`;
  const registry = (module: string, list: string, key: string) =>
    `(typeof import('@/lib/content/${module}').${list})['${key}']`;
  return [
    '// Written by scripts/content-check.mjs from lib/content/singletons.ts and lib/content/collections/.\n',
    ...Object.entries(singletonDefs)
      .filter(([, def]) => def.file.startsWith('content/copy/'))
      .map(([key, def]) => declare(def.file, `${registry('singletons', 'singletonDefs', key)}['schema']`)),
    ...Object.entries(collectionDefs).flatMap(([key, def]) =>
      'copy' in def && def.copy
        ? [declare(def.copy.file, `NonNullable<${registry('collections', 'collectionDefs', key)}['copy']>['schema']`)]
        : [],
    ),
  ].join('\n');
}
