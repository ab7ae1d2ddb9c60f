/**
 * The Sveltia CMS configuration, generated from the same zod schemas the site
 * validates content with (collections/, singletons.ts), so a field and its rules are declared
 * once: required fields, lengths, patterns, list sizes, closed lists (with readable labels),
 * dates in day-month-year order with their cross-field rule, and fixed copy as read-only fields.
 * Each schema goes through zod's JSON Schema output and every node maps to one CMS field; a shape
 * with no mapping throws, so the build stops instead of offering a form that writes invalid content.
 * Labels come from `.meta({ title })` (else the key, in words), hints from `.describe()`.
 */
import { z } from 'zod';
import type { RichTextEditorButtonName, RichTextEditorComponentName } from '@sveltia/cms';
import type { CollectionDef } from './collections';
import type { SingletonDef } from './collections/define';
import type { SchemaNode } from './schema-nodes';
import { escapeRegExp } from '../text/escape';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from './picture-bytes';
import { asSentence, choices, EMAIL, labelOf, listMaximum, listMinimum } from './rule-words';
import { pageFolder } from './slugs';
import type { TextRule } from './registration';

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  readonly?: boolean;
  hint?: string;
  default?: unknown;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  pattern?: [string, string];
  /** A string's input type: Sveltia checks an e-mail or a web address as the browser does. */
  type?: 'email' | 'url';
  /**
   * The fewest characters, checked by cms/text-rules.ts in the check's words: Sveltia's own
   * `minlength` draws its counter "5 / 0 / 60" (least, typed, most), which reads as nothing.
   */
  min_chars?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  /** Our date field (cms/fields/date.ts): the sibling it may not precede, and its label. */
  not_before?: string;
  not_before_label?: string;
  /** The day the entry leaves the site: our date field warns when it has passed. */
  closes?: true;
  choose_url?: boolean;
  accept?: string;
  /** A reference to another collection's entry, stored by its slug: the form offers only existing entries. */
  collection?: string;
  value_field?: '{{slug}}';
  /** What a reference shows and is searched by: the entry's name, not its file name (byName). */
  display_fields?: string[];
  search_fields?: string[];
  label_singular?: string;
  /**
   * A list's messages for too few and too many items, in the content check's words: Sveltia's
   * own leave the number unfilled (scripts/cms-bundle.mjs has it read these instead).
   */
  min_message?: string;
  max_message?: string;
  /** A list emptied: the check's minimum again, where Sveltia would say only that the field is required. */
  empty_message?: string;
  /** Text in Company details, where the figures are stated and the addresses listed (cms/text-rules.ts). */
  company_details?: true;
  /** A registration number, the phone or a claim's name, which cms/text-rules.ts checks as the content check does. */
  text_rule?: TextRule;
  /**
   * The title an entry's address is made from (lib/content/slugs.ts): the folder of its pages, and
   * the names the site's routes keep there, which cms/text-rules.ts refuses as the check does.
   */
  slug_folder?: string;
  slug_reserved?: string[];
  /** The addresses the list's entries' titles make, each with its file: a second title of one is refused (sameTitle). */
  slug_titles?: Record<string, string>;
  /** A Markdown body the article rules apply to (lib/content/body-rules.ts), checked by cms/text-rules.ts. */
  body_rules?: true;
  summary?: string;
  collapsed?: boolean;
  /** Markdown: the toolbar's formatting buttons, and the blocks it can insert. */
  buttons?: RichTextEditorButtonName[];
  editor_components?: RichTextEditorComponentName[];
  field?: CmsField;
  fields?: CmsField[];
}

/** A JSON Schema node as zod's draft-7 output writes it (only the keys mapped here). */
interface JsonSchema extends SchemaNode {
  type?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  format?: string;
  /** From .meta(): what a plain type says too little about (an image path, a paragraph). */
  widget?: 'image' | 'text';
  /** From .meta() on a date: the sibling date it may not precede. */
  notBefore?: string;
  /** From .meta() on a date: the day the entry leaves the site (cms/fields/date.ts warns when it is past). */
  closes?: true;
  /** From .meta(): a value the specification fixes, shown read-only in the form. */
  readonly?: boolean;
  /** From .meta() on a slug: the CMS collection whose entry it names. */
  references?: string;
  /** From .meta(): a rule of its own the form runs too (lib/content/registration.ts, lib/content/claims.ts). */
  rule?: TextRule;
  pattern?: string;
  /** Added here from the zod schema: what its pattern's failure says (the content check's words). */
  patternMessage?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Where the CMS stores uploads, as the site serves them. */
export const UPLOADS_PATH = '/images/uploads';

/** Strings this long or longer get a multi-line box. */
const LONG_TEXT = 80;

/** The parts of zod's internal definitions read here: a string's checks and a URL's protocol. */
interface ZodDef {
  checks?: { _zod: { def: { format?: string; error?: (issue: object) => unknown } } }[];
  format?: string;
  protocol?: RegExp;
  error?: (issue: object) => unknown;
}

/**
 * JSON Schema keeps a pattern but not the message zod gives when it fails, nor a web address's
 * required protocol: both are copied onto the node, so the form says what the content check says.
 */
function withMessages({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: object }) {
  const def = (zodSchema as { _zod: { def: ZodDef } })._zod.def;
  const node = jsonSchema as JsonSchema;
  const said = (error?: (issue: object) => unknown) => {
    const message = error?.({});
    return typeof message === 'string' ? asSentence(message) : undefined;
  };
  const regex = def.checks?.find((check) => check._zod.def.format === 'regex');
  if (regex && node.pattern) node.patternMessage = said(regex._zod.def.error);
  if (def.format === 'email') node.patternMessage = EMAIL;
  if (def.format === 'url' && def.protocol) {
    node.pattern = `^(?:${def.protocol.source.replace(/^\^|\$$/g, '')})://`;
    node.patternMessage = said(def.error) ?? `Must start with ${node.pattern.slice(1)}`;
  }
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'input', override: withMessages }) as JsonSchema;

type Widget = Omit<CmsField, 'name' | 'label'>;

/** The field-specific options of one JSON Schema node; `parent` holds its siblings. */
function widgetOf(node: JsonSchema, path: string, parent?: JsonSchema): Widget {
  if (node.const !== undefined) {
    // Copy the specification fixes word for word: shown, saved as it is, not editable.
    if (typeof node.const !== 'string') throw new Error(`CMS config: ${path} is fixed to a non-string value`);
    return { widget: node.const.length >= LONG_TEXT ? 'text' : 'string', readonly: true, default: node.const };
  }
  if (node.enum) {
    if (!node.enum.every((value) => typeof value === 'string'))
      throw new Error(`CMS config: ${path} has a non-string choice`);
    const labels = node.labels;
    const values = node.enum as string[];
    const named = values.map((value) => labels?.[value] ?? value);
    return {
      widget: 'select',
      options: labels ? values.map((value, i) => ({ label: named[i]!, value })) : values,
      // A value outside the list (typed into the file, or left from an old list) is refused on
      // save, not only at build; the empty choice is the required check's to report.
      pattern: [`^(?:|${values.map(escapeRegExp).join('|')})$`, choices(named)],
    };
  }
  switch (node.type) {
    case 'string':
      return stringWidget(node, path, parent);
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
      return listWidget(node, path, node.title ?? labelOf(path.split('.').at(-1)!));
    default:
      throw new Error(`CMS config: no CMS widget for ${path} (${JSON.stringify(node)})`);
  }
}

/**
 * A pattern with the words the content check prints when it fails: a pattern without its own
 * message would leave the form and the check each wording it differently, so the config stops.
 */
function patternOf(node: JsonSchema, path: string): [string, string] {
  if (!node.patternMessage)
    throw new Error(`CMS config: ${path} has a pattern without a message; give its .regex() the words an editor reads`);
  return [node.pattern!, node.patternMessage];
}

// Written /source/flags, which Sveltia reads as a pattern with its flags: extensions in any case.
const pendingUploadToo = ([pattern, message]: [string, string]): [string, string] => [
  `/^(?:[^/]+\\.(?:jpe?g|png)|${pattern.replace(/^\^|\$$/g, '')})$/i`,
  message,
];

function stringWidget(node: JsonSchema, path: string, parent?: JsonSchema): Widget {
  // The picker lists the collection's entries as the editor sees them now, new ones included;
  // a name no entry has any more is the content check's to report (lib/content/references.ts).
  if (node.references) return { widget: 'relation', collection: node.references, value_field: '{{slug}}' };
  // A schema marks a picture's path with .meta({ widget: 'image' }): editors pick or upload it.
  if (node.widget === 'image')
    return {
      widget: 'image',
      choose_url: false,
      accept: UPLOAD_TYPES,
      // A path typed into the file, or left from before, is refused on save as at build. Until
      // Save, Sveltia holds a new upload (a JPEG or PNG, cms/upload-guard.ts) by its file name
      // alone, which Save turns into its path under /images/uploads/.
      ...(node.pattern && { pattern: pendingUploadToo(patternOf(node, path)) }),
    };
  if (node.format === 'date') {
    const earlier = node.notBefore;
    if (earlier && !parent?.properties?.[earlier]) throw new Error(`CMS config: ${path} names no sibling ${earlier}`);
    return {
      widget: 'day-month-year',
      ...(node.closes && { closes: true as const }),
      ...(earlier && {
        not_before: earlier,
        not_before_label: parent?.properties?.[earlier]?.title ?? labelOf(earlier),
      }),
    };
  }
  if (node.format && !['email', 'uri', 'url'].includes(node.format))
    throw new Error(`CMS config: no CMS widget for ${path} (format ${node.format})`);
  const long = node.widget === 'text' || (node.minLength ?? 0) >= LONG_TEXT || (node.maxLength ?? 0) > 2 * LONG_TEXT;
  const pattern = node.pattern ? patternOf(node, path) : undefined;
  const type = node.format === 'email' ? 'email' : node.format === 'uri' || node.format === 'url' ? 'url' : undefined;
  return {
    widget: long ? 'text' : 'string',
    ...(node.rule && { text_rule: node.rule }),
    ...(type && { type }),
    ...(pattern && { pattern }),
    ...(node.minLength && node.minLength > 1 && { min_chars: node.minLength }),
    ...(node.maxLength !== undefined && { maxlength: node.maxLength }),
  };
}

function listWidget(node: JsonSchema, path: string, label: string): Widget {
  const items = node.items;
  if (!items) throw new Error(`CMS config: ${path} is a list without an item type`);
  const minimum = node.minItems ? listMinimum(label, items.title, node.minItems, node.maxItems) : undefined;
  // On the list itself only: an item left empty is required, as the check says of it.
  const limits = {
    ...(node.minItems !== undefined && { min: node.minItems }),
    ...(node.maxItems !== undefined && { max: node.maxItems }),
    ...(minimum && { empty_message: minimum }),
  };
  const messages = {
    ...(minimum && { min_message: minimum }),
    ...(node.maxItems !== undefined && {
      max_message: listMaximum(label, items.title, node.maxItems, node.minItems),
    }),
  };
  // A choice of several values or entries is one multi-select, not a list of drop-downs.
  if (items.references) return { ...widgetOf(items, `${path}[]`), multiple: true, ...limits, ...messages };
  if (items.enum) {
    const { pattern: _single, ...select } = widgetOf(items, `${path}[]`);
    return { ...select, multiple: true, ...limits, ...messages };
  }
  const itemLabel = items.title ?? 'Item';
  if (items.type === 'object') {
    const fields = fieldsOf(items, `${path}[]`);
    // Each collapsed item shows its first text field, not "Item 1, Item 2".
    const first = fields.find((f) => ['string', 'text', 'select'].includes(f.widget));
    return {
      widget: 'list',
      label_singular: itemLabel,
      ...(first && { summary: `{{fields.${first.name}}}` }),
      fields,
      ...limits,
      ...messages,
    };
  }
  // A single `field` stores plain values; a list without one would split sentences at commas.
  // Sveltia 0.221 words a list of plain values by its item's settings: the item carries the messages too.
  return {
    widget: 'list',
    label_singular: itemLabel,
    field: { name: 'item', label: itemLabel, ...widgetOf(items, `${path}[]`), ...messages },
    ...limits,
    ...messages,
  };
}

function fieldsOf(node: JsonSchema, path: string): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    const field: CmsField = {
      name,
      label: child.title ?? labelOf(name),
      ...widgetOf(child, path ? `${path}.${name}` : name, node),
    };
    // A choice with a default always holds one of its values: required, so it offers no "(None)".
    if (!required.has(name) && !(child.enum && child.default !== undefined)) field.required = false;
    // What the specification fixes in an editable shape (a list's item names) is shown, not offered.
    if (child.readonly) field.readonly = true;
    // Sveltia's own message for a short list leaves its number unfilled ("at least {$min}"):
    // the hint states the rule, in the content check's words.
    const hint = [child.description, field.min_message].filter(Boolean).join(' ');
    if (hint) field.hint = hint;
    if (child.default !== undefined && field.default === undefined) field.default = child.default;
    return field;
  });
}

/** The CMS form fields of one schema, in the schema's order. */
export function fieldsFromSchema(schema: z.ZodObject): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), '');
}

/** Dates are listed day-month-year, the order Indian editors read them in; a switch by its label when on. */
const summaryOf = (def: CollectionDef, fields: CmsField[]) => {
  if (!def.summary) return undefined;
  return [def.summary, ...(def.details ?? [])]
    .map((name, i) => {
      const field = fields.find((f) => f.name === name);
      const joint = i ? ' · ' : '';
      if (field?.widget === 'boolean') return `{{${name} | ternary('${joint}${field.label}', '')}}`;
      return `${joint}${field?.widget === 'day-month-year' ? `{{${name} | date('DD-MM-YYYY')}}` : `{{${name}}}`}`;
    })
    .join('');
};

/**
 * A collection's CMS definition; `reserved`, the names the site's routes keep in the folder of its
 * pages (lib/content/load.ts routeNames), which its entries' titles may not make; `titles`, the
 * addresses its entries' titles make as the CMS was built, each with its file.
 */
export function collectionToCms(
  def: CollectionDef,
  reserved: readonly string[] = [],
  titles: Readonly<Record<string, string>> = {},
) {
  const fields = fieldsFromSchema(def.schema).map((field) =>
    def.page && field.name === def.summary
      ? { ...field, slug_folder: pageFolder(def.page), slug_reserved: [...reserved], slug_titles: { ...titles } }
      : field,
  );
  if (def.format === 'md')
    fields.push({
      name: 'body',
      label: def.body?.label ?? labelOf('body'),
      widget: 'markdown',
      ...(def.body && { buttons: def.body.buttons, editor_components: def.body.components }),
      ...(def.body?.rules && { body_rules: true as const }),
    });
  const summary = summaryOf(def, fields);
  return {
    name: def.name,
    label: def.label,
    label_singular: def.labelSingular,
    ...(def.description && { description: def.description }),
    ...(def.icon && { icon: def.icon }),
    folder: def.folder,
    create: true as const,
    slug: '{{slug}}',
    ...(def.format === 'md'
      ? { extension: 'md' as const, format: 'yaml-frontmatter' as const }
      : { extension: 'yaml' as const, format: 'yaml' as const }),
    ...(def.summary && { identifier_field: def.summary }),
    ...(summary && { summary }),
    ...(def.sortBy && {
      sortable_fields: { fields: def.sortBy, default: { field: def.sortBy[0]!, direction: 'descending' as const } },
    }),
    // The entry's page, from the site's root: Sveltia's link to it on a draft's preview or the live site.
    ...(def.page && { preview_path: def.page('{{slug}}').slice(1) }),
    fields,
  };
}

/** Marks each text field of Company details, at any depth. */
const inCompanyDetails = (fields: CmsField[]): CmsField[] =>
  fields.map((field) => ({
    ...field,
    ...(['string', 'text'].includes(field.widget) && { company_details: true as const }),
    ...(field.field && { field: inCompanyDetails([field.field])[0] }),
    ...(field.fields && { fields: inCompanyDetails(field.fields) }),
  }));

export function singletonToCms(def: SingletonDef) {
  const fields = fieldsFromSchema(def.schema);
  return {
    name: def.name,
    label: def.label,
    ...(def.icon && { icon: def.icon }),
    file: def.file,
    // As in the content check, the file itself is where the figures and addresses are set.
    fields: def.file.endsWith('/site.yaml') ? inCompanyDetails(fields) : fields,
  };
}

/**
 * The commit status our workflows post on every draft's pull request and on each publish
 * (.github/workflows/preview.yml, publish-status.yml): Sveltia reads the state and the draft's
 * preview address from it (preview_context), and cms/build-status.ts shows its words.
 */
export const BUILD_STATUS_CONTEXT = 'Site build';

export interface CmsRepository {
  repo: string;
  branch: string;
}

const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/**
 * The GitHub repository and branch editors save to. The deploy workflow's own repository
 * (GITHUB_REPOSITORY) is the truth there; CMS_GITHUB_REPO overrides it only to the same value,
 * so a CMS pointed at another repository than the one that deploys fails the build instead of
 * saving where nothing is published. Elsewhere the company details (content/site.yaml) name it.
 */
export function cmsRepository(
  env: Record<string, string | undefined>,
  fallback?: { repository: string; branch: string },
): CmsRepository {
  const configured = env.CMS_GITHUB_REPO?.trim();
  const deploying = env.GITHUB_REPOSITORY?.trim();
  if (configured && deploying && configured.toLowerCase() !== deploying.toLowerCase())
    throw new Error(
      `CMS: CMS_GITHUB_REPO is "${configured}" but this site is built from "${deploying}"; editors would save where nothing is published. Remove CMS_GITHUB_REPO or set it to ${deploying}.`,
    );
  const repo = configured || deploying || fallback?.repository;
  if (!repo)
    throw new Error(
      'CMS: no GitHub repository for the CMS to save to. Set "Editing: GitHub repository" in content/site.yaml, or CMS_GITHUB_REPO=owner/name.',
    );
  if (!REPO.test(repo))
    throw new Error(`CMS: "${repo}" is not a GitHub repository name; write it as owner/name, e.g. quantivo/website.`);
  const branch = env.CMS_GITHUB_BRANCH?.trim() || fallback?.branch || 'main';
  if (!/^[\w./-]+$/.test(branch) || branch.includes('..')) throw new Error(`CMS: "${branch}" is not a branch name.`);
  return { repo, branch };
}

/**
 * A reference stored by file name shows that file name ("arjun-malhotra") unless told which field
 * to show: each shows, and is searched by, the field that names its collection's entries in their
 * list (a person's name, a case study's title).
 */
function byName(fields: CmsField[], names: ReadonlyMap<string, string>): CmsField[] {
  return fields.map((field) => {
    const shown = field.widget === 'relation' && field.collection ? names.get(field.collection) : undefined;
    return {
      ...field,
      ...(shown && { display_fields: [shown], search_fields: [shown] }),
      ...(field.field && { field: byName([field.field], names)[0] }),
      ...(field.fields && { fields: byName(field.fields, names) }),
    };
  });
}

export function cmsConfig(
  collections: CollectionDef[],
  singletons: SingletonDef[],
  repository: CmsRepository,
  site: { url?: string; basePath: string },
  reservedOf: (def: CollectionDef) => readonly string[] = () => [],
  titlesOf: (def: CollectionDef) => Readonly<Record<string, string>> = () => ({}),
) {
  const names = new Map(collections.flatMap((def) => (def.summary ? [[def.name, def.summary] as const] : [])));
  return {
    load_config_file: false,
    app_title: 'Quantivo content',
    // Editors sign in with a fine-grained access token for this one repository: no OAuth app or
    // server of ours is involved. On localhost Sveltia also offers to work on a local folder.
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      auth_methods: ['token'],
      preview_context: BUILD_STATUS_CONTEXT,
    },
    // Each Save is a draft on a branch of its own, with a pull request whose build is checked and
    // previewed; only Publish (a merge) reaches the live site.
    publish_mode: 'editorial_workflow',
    media_folder: `public${UPLOADS_PATH}`,
    public_folder: UPLOADS_PATH,
    // Uploads get URL-safe names (a space would split a srcset), stay small enough for a page,
    // and come from the editor's computer only: no stock-photo services on other hosts.
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: MAX_UPLOAD_BYTES } },
      stock_assets: false,
    },
    ...(site.url && { site_url: `${site.url}${site.basePath}` }),
    // The CMS's own copy, beside its page (scripts/cms-app.mjs).
    logo_url: 'icon.svg',
    // Sveltia writes YAML as the loader reads it: see lib/content/yaml-format.ts.
    output: { omit_empty_optional_fields: true, yaml: { indent_size: 2, indent_sequences: true, quote: 'none' } },
    slug: { encoding: 'ascii', clean_accents: true },
    collections: collections.map((def) => {
      const collection = collectionToCms(def, reservedOf(def), titlesOf(def));
      return { ...collection, fields: byName(collection.fields, names) };
    }),
    // The company's facts, then each page's words, then words several pages share, with a line
    // between the groups.
    singletons: singletons.flatMap((def, i) => {
      const singleton = singletonToCms(def);
      return [
        ...(i > 0 && def.group !== singletons[i - 1]!.group ? [{ divider: true as const }] : []),
        { ...singleton, fields: byName(singleton.fields, names) },
      ];
    }),
  } as const;
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
