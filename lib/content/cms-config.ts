/**
 * The Decap CMS configuration for /admin/, generated from the same zod schemas the site
 * validates content with (lib/content/collections.ts), so a field is declared once.
 * Each schema goes through zod's JSON Schema output and every node maps to one Decap widget;
 * a schema shape with no mapping throws, so the build stops instead of the CMS silently
 * offering a form that writes invalid content.
 * Labels come from `.meta({ title })` (else the key, in words), hints from `.describe()`.
 */
import { z } from 'zod';
import type { CollectionDef } from './collections';

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  format?: string;
  date_format?: string;
  time_format?: false;
  choose_url?: boolean;
  field?: DecapField;
  fields?: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  create?: boolean;
  slug?: string;
  extension?: string;
  format: string;
  identifier_field?: string;
  summary?: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
}

export interface DecapConfig {
  load_config_file: false;
  backend: { name: 'github'; repo?: string; branch: string; base_url?: string };
  local_backend: true;
  media_folder: string;
  public_folder: string;
  collections: DecapCollection[];
}

export interface CmsEnvironment {
  /** 'owner/name' of the GitHub repository editors commit to. */
  repo?: string;
  branch?: string;
  /** The OAuth proxy that signs editors in to GitHub (README → Editing the site). */
  authBaseUrl?: string;
}

/** A JSON Schema node as zod's draft-7 output writes it (only the keys mapped here). */
interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  format?: string;
  /** Set by a schema's .meta({ widget }) where a plain type says too little (an image path). */
  widget?: 'image';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Strings this long or longer get a multi-line box. */
const LONG_TEXT = 80;
const DATE_FORMAT = 'YYYY-MM-DD';

/** 'datePosted' -> 'Date posted' */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const jsonSchemaOf = (schema: z.ZodObject) => z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as JsonSchema;

/** The widget-specific options of one JSON Schema node. */
function widgetOf(node: JsonSchema, path: string): Omit<DecapField, 'name' | 'label'> {
  if (node.enum) {
    if (!node.enum.every((value) => typeof value === 'string'))
      throw new Error(`CMS config: ${path} has a non-string choice`);
    return { widget: 'select', options: node.enum };
  }
  switch (node.type) {
    case 'string':
      return stringWidget(node, path);
    case 'number':
    case 'integer':
      return {
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        // zod writes the safe-integer range for every .int(): not a limit worth showing.
        ...(node.minimum !== undefined && node.minimum > Number.MIN_SAFE_INTEGER && { min: node.minimum }),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER && { max: node.maximum }),
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object', fields: fieldsOf(node, path) };
    case 'array':
      return listWidget(node, path);
    default:
      throw new Error(`CMS config: no CMS widget for ${path} (${JSON.stringify(node)})`);
  }
}

function stringWidget(node: JsonSchema, path: string): Omit<DecapField, 'name' | 'label'> {
  // A schema marks a picture's path with .meta({ widget: 'image' }): editors pick or upload it.
  if (node.widget === 'image') return { widget: 'image', choose_url: false };
  if (node.format === 'date')
    return { widget: 'datetime', format: DATE_FORMAT, date_format: DATE_FORMAT, time_format: false };
  const long = (node.minLength ?? 0) >= LONG_TEXT || (node.maxLength ?? 0) > 2 * LONG_TEXT;
  // zod writes a pattern for every format (e-mail, URL): the format's own message says more.
  const pattern: [string, string] | undefined =
    node.pattern && !node.format
      ? [node.pattern, node.description ?? `Must match ${node.pattern}`]
      : node.minLength && node.minLength > 1
        ? [`^[\\s\\S]{${node.minLength},}$`, `At least ${node.minLength} characters`]
        : undefined;
  if (node.format && !['email', 'uri', 'url'].includes(node.format))
    throw new Error(`CMS config: no CMS widget for ${path} (format ${node.format})`);
  return { widget: long ? 'text' : 'string', ...(pattern && { pattern }) };
}

function listWidget(node: JsonSchema, path: string): Omit<DecapField, 'name' | 'label'> {
  const items = node.items;
  if (!items) throw new Error(`CMS config: ${path} is a list without an item type`);
  const limits = {
    ...(node.minItems !== undefined && { min: node.minItems }),
    ...(node.maxItems !== undefined && { max: node.maxItems }),
  };
  // A choice of several values is one multi-select, not a list of drop-downs.
  if (items.enum) return { ...widgetOf(items, `${path}[]`), multiple: true, ...limits };
  if (items.type === 'object') return { widget: 'list', fields: fieldsOf(items, `${path}[]`), ...limits };
  // A single `field` stores plain values; a list without one would split sentences at commas.
  return {
    widget: 'list',
    field: { name: 'item', label: labelOf('item'), ...widgetOf(items, `${path}[]`) },
    ...limits,
  };
}

function fieldsOf(node: JsonSchema, path: string): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    const field: DecapField = {
      name,
      label: child.title ?? labelOf(name),
      ...widgetOf(child, path ? `${path}.${name}` : name),
    };
    if (!required.has(name)) field.required = false;
    if (child.description) field.hint = child.description;
    if (child.default !== undefined) field.default = child.default;
    return field;
  });
}

/** The CMS form fields of one schema, in the schema's order. */
export function fieldsFromSchema(schema: z.ZodObject): DecapField[] {
  return fieldsOf(jsonSchemaOf(schema), '');
}

export function collectionToDecap(def: CollectionDef): DecapCollection {
  const fields = fieldsFromSchema(def.schema);
  if (def.format === 'md') fields.push({ name: 'body', label: def.body?.label ?? labelOf('body'), widget: 'markdown' });
  return {
    name: def.name,
    label: def.label,
    label_singular: def.labelSingular,
    folder: def.folder,
    create: true,
    slug: '{{slug}}',
    ...(def.format === 'md' ? { extension: 'md', format: 'yaml-frontmatter' } : { extension: 'yaml', format: 'yml' }),
    ...(def.summary && { identifier_field: def.summary, summary: `{{${def.summary}}}` }),
    fields,
  };
}

export function decapConfig(
  collections: CollectionDef[],
  siteFile: { file: string; label: string; schema: z.ZodObject },
  env: CmsEnvironment = {},
): DecapConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      ...(env.repo && { repo: env.repo }),
      branch: env.branch || 'main',
      ...(env.authBaseUrl && { base_url: env.authBaseUrl }),
    },
    // Used only when the CMS is opened on localhost with `npm run cms` running decap-server.
    local_backend: true,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: [
      ...collections.map(collectionToDecap),
      {
        name: 'site',
        label: siteFile.label,
        format: 'yml',
        files: [
          { name: 'site', label: siteFile.label, file: siteFile.file, fields: fieldsFromSchema(siteFile.schema) },
        ],
      },
    ],
  };
}

/** The build's settings, read from the environment (GitHub Actions sets GITHUB_REPOSITORY). */
export function cmsEnvironment(env: Record<string, string | undefined>): CmsEnvironment {
  return {
    repo: env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY,
    branch: env.CMS_GITHUB_BRANCH,
    authBaseUrl: env.CMS_AUTH_BASE_URL,
  };
}
