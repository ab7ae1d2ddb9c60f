/** @jest-environment node */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { z } from 'zod';
import { collectionDefs, collections, type CollectionDef } from './collections';
import { contentPath } from '../build/content-dir.cjs';
import {
  BUILD_STATUS_CONTEXT,
  cmsConfig,
  cmsRepository,
  collectionToCms,
  fieldsFromSchema,
  singletonToCms,
  type CmsField,
} from './cms-config';
import { labelOf } from './rule-words';
import { jobSchema } from '@/lib/content/collections/jobs';
import { singletonDefs, singletons } from './singletons';

describe('CMS fields from a zod schema', () => {
  const schema = z.object({
    title: z.string().min(5).meta({ title: 'Job title' }).describe('As candidates search for it.'),
    nickname: z.string().optional(),
    summary: z.string().min(80),
    code: z
      .string()
      .regex(/^\d{6}$/, 'must be six digits')
      .describe('The PIN code.'),
    location: z.enum(['New Delhi', 'Remote']),
    kind: z.enum(['FULL_TIME', 'CONTRACTOR']).meta({ labels: { FULL_TIME: 'Full-time', CONTRACTOR: 'Contract' } }),
    tags: z.array(z.enum(['Quantum', 'ERP'])).min(1),
    opens: z.iso.date().meta({ title: 'Opens' }),
    closes: z.iso.date().meta({ notBefore: 'opens' }),
    headcount: z.number().int().min(1).max(20),
    rating: z.number(),
    featured: z.boolean().default(false),
    responsibilities: z
      .array(z.string().meta({ title: 'Responsibility' }))
      .min(3)
      .max(8),
    contacts: z.array(z.object({ name: z.string(), email: z.email().optional() }).meta({ title: 'Contact' })).min(1),
    address: z.object({ city: z.string(), postalCode: z.string().length(6) }),
    heading: z.literal('Why Choose Us'),
    group: z.string().meta({ references: 'product-groups' }),
    related: z.array(z.string().meta({ title: 'Case study', references: 'case-studies' })).max(3),
    figures: z.array(z.object({ value: z.enum(['500+', '50+']).meta({ readonly: true }), label: z.string() })),
  });
  const fields = Object.fromEntries(fieldsFromSchema(schema).map((f) => [f.name, f]));

  it('keeps the schema order and takes labels from .meta({ title }), else from the key', () => {
    expect(Object.keys(fields)).toEqual(Object.keys(schema.shape));
    expect(fields.title!.label).toBe('Job title');
    expect(fields.headcount!.label).toBe('Headcount');
  });

  it('maps short strings to string, long ones to text, with length limits and the description as the hint', () => {
    expect(fields.title).toEqual({
      name: 'title',
      label: 'Job title',
      widget: 'string',
      hint: 'As candidates search for it.',
      min_chars: 5,
    });
    expect(fields.summary).toMatchObject({ widget: 'text', min_chars: 80 });
    // Sveltia's counter with a minimum reads "5 / 0 / 60": the form checks the minimum itself.
    expect(fields.summary).not.toHaveProperty('minlength');
  });

  it('marks optional fields as not required and leaves required ones at the default', () => {
    expect(fields.nickname).toEqual({ name: 'nickname', label: 'Nickname', widget: 'string', required: false });
    expect(fields.title).not.toHaveProperty('required');
    expect(fields.contacts!.fields!.find((f) => f.name === 'email')).toMatchObject({ required: false });
  });

  it('checks a regular expression with the message the content check prints', () => {
    expect(fields.code!.pattern).toEqual(['^\\d{6}$', 'Must be six digits.']);
  });

  it('maps an enum to a select, with readable labels where the schema gives them', () => {
    expect(fields.location).toMatchObject({ widget: 'select', options: ['New Delhi', 'Remote'] });
    expect(fields.kind!.options).toEqual([
      { label: 'Full-time', value: 'FULL_TIME' },
      { label: 'Contract', value: 'CONTRACTOR' },
    ]);
    expect(fields.tags).toMatchObject({ widget: 'select', options: ['Quantum', 'ERP'], multiple: true, min: 1 });
  });

  it('maps an ISO date to the day-month-year date field, with the sibling it may not precede', () => {
    expect(fields.opens).toEqual({ name: 'opens', label: 'Opens', widget: 'day-month-year' });
    expect(fields.closes).toMatchObject({ widget: 'day-month-year', not_before: 'opens', not_before_label: 'Opens' });
  });

  it('maps numbers with their bounds, and booleans with their default', () => {
    expect(fields.headcount).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 20 });
    expect(fields.rating).toEqual({ name: 'rating', label: 'Rating', widget: 'number', value_type: 'float' });
    expect(fields.featured).toMatchObject({ widget: 'boolean', required: false, default: false });
  });

  it('names list items after the item, not "Item", and shows an object item by its first text', () => {
    expect(fields.responsibilities).toEqual({
      name: 'responsibilities',
      label: 'Responsibilities',
      widget: 'list',
      label_singular: 'Responsibility',
      // Sveltia words a list of plain values by its item's settings, so the item carries the messages too.
      field: {
        name: 'item',
        label: 'Responsibility',
        widget: 'string',
        min_message: 'Add at least 3 responsibilities.',
        max_message: 'List at most 8 responsibilities.',
      },
      min: 3,
      max: 8,
      // Emptied, the list is required: the minimum says so, as the check says of an empty list.
      empty_message: 'Add at least 3 responsibilities.',
      // Sveltia's own message leaves the number out: the hint and the messages say it, as the content check does.
      hint: 'Add at least 3 responsibilities.',
      min_message: 'Add at least 3 responsibilities.',
      max_message: 'List at most 8 responsibilities.',
    });
    expect(
      fieldsFromSchema(z.object({ steps: z.array(z.string().meta({ title: 'Step' })).length(4) }))[0],
    ).toMatchObject({ hint: 'List exactly 4 steps.', min_message: 'List exactly 4 steps.' });
    expect(fields.contacts).toMatchObject({
      widget: 'list',
      label_singular: 'Contact',
      summary: '{{fields.name}}',
      fields: [{ name: 'name' }, { name: 'email' }],
    });
    expect(fields.address!.fields![1]).toMatchObject({ name: 'postalCode', min_chars: 6, maxlength: 6 });
  });

  it('offers a reference to another entry as a pick of that collection’s entries, by slug', () => {
    expect(fields.group).toEqual({
      name: 'group',
      label: 'Group',
      widget: 'relation',
      collection: 'product-groups',
      value_field: '{{slug}}',
    });
    expect(fields.related).toMatchObject({
      widget: 'relation',
      collection: 'case-studies',
      multiple: true,
      max: 3,
      max_message: 'List at most 3 case studies.',
    });
  });

  it('shows copy the specification fixes as a read-only field holding its text', () => {
    expect(fields.heading).toMatchObject({ widget: 'string', readonly: true, default: 'Why Choose Us' });
    expect(fields.figures!.fields![0]).toMatchObject({ widget: 'select', readonly: true });
    expect(fields.figures!.fields![1]).not.toHaveProperty('readonly');
  });

  it('refuses a schema shape it has no widget for, naming the field', () => {
    expect(() => fieldsFromSchema(z.object({ when: z.object({ at: z.union([z.string(), z.number()]) }) }))).toThrow(
      /when\.at/,
    );
    expect(() => fieldsFromSchema(z.object({ id: z.uuid() }))).toThrow(/id \(format uuid\)/);
    // A pattern without its own words would be worded one way in the form and another in the check.
    expect(() => fieldsFromSchema(z.object({ pin: z.string().regex(/^\d{6}$/) }))).toThrow(/pin has a pattern/);
    expect(() => fieldsFromSchema(z.object({ ends: z.iso.date().meta({ notBefore: 'starts' }) }))).toThrow(/starts/);
  });

  it('turns keys into labels', () => {
    expect(labelOf('validThrough')).toBe('Valid through');
  });
});

describe('the jobs form', () => {
  const fields = Object.fromEntries(collectionToCms(collectionDefs.jobs).fields.map((f) => [f.name, f]));

  it('offers only the four experience levels and readable employment types, and refuses any other value', () => {
    expect(fields.experience!.options).toEqual(['3+ years', '5+ years', '8+ years', '10+ years']);
    const [regex, message] = fields.experience!.pattern!;
    expect(['8+ years', '7+ years', '8+ yearsX'].map((v) => new RegExp(regex).test(v))).toEqual([true, false, false]);
    expect(message).toBe('Choose one of: 3+ years, 5+ years, 8+ years, 10+ years.');
    expect(fields.employmentType!.options).toEqual([
      { label: 'Full-time', value: 'FULL_TIME' },
      { label: 'Contract', value: 'CONTRACTOR' },
    ]);
  });

  it('checks the closing date against the posting date, in the same words as the build', () => {
    expect(fields.validThrough).toMatchObject({
      widget: 'day-month-year',
      not_before: 'datePosted',
      not_before_label: 'Date posted',
      closes: true,
    });
    expect(fields.datePosted).not.toHaveProperty('closes');
    const job = parse(readFileSync(contentPath('content/jobs/devops-engineer.yaml'), 'utf8')) as Record<string, string>;
    const result = jobSchema.safeParse({ ...job, datePosted: '2026-11-20', validThrough: '2026-11-19' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['validThrough'], message: 'Must not be before Date posted (20-11-2026).' }),
    ]);
  });
});

describe('CMS collections and singletons', () => {
  it('has each person chosen from People wherever an entry names one: the quoted, a leader, an author', () => {
    const pick = { widget: 'relation', collection: 'people', value_field: '{{slug}}' };
    const field = (def: CollectionDef, name: string) => collectionToCms(def).fields.find((f) => f.name === name);
    expect(field(collectionDefs.testimonials, 'person')).toMatchObject({ label: 'Person', ...pick });
    expect(field(collectionDefs.leaders, 'person')).toMatchObject({ label: 'Person', ...pick });
    expect(field(collectionDefs.posts, 'author')).toMatchObject({ label: 'Author', ...pick });
    expect(collectionToCms(collectionDefs.people)).toMatchObject({
      folder: 'content/people',
      identifier_field: 'name',
      summary: '{{name}} · {{role}}',
    });
  });

  it('offers a required choice with its default and no "(None)"', () => {
    const status = collectionToCms(collectionDefs.jobs).fields.find((f) => f.name === 'status');
    expect(status).toMatchObject({ widget: 'select', default: 'open' });
    expect(status).not.toHaveProperty('required');
  });

  it('shows a chosen entry by its name, not its file name, in every reference', () => {
    const config = cmsConfig(collections, singletons, { repo: 'acme/site', branch: 'main' }, { basePath: '' });
    const field = (name: string, key: string) =>
      config.collections.find((c) => c.name === name)!.fields.find((f) => f.name === key);
    const byName = { display_fields: ['name'], search_fields: ['name'] };
    expect(field('leaders', 'person')).toMatchObject(byName);
    expect(field('blog', 'author')).toMatchObject(byName);
    expect(field('products', 'group')).toMatchObject({ display_fields: ['title'] });
    const home = config.singletons.find((s) => 'name' in s && s.name === 'home') as { fields: CmsField[] };
    const featured = home.fields.find((f) => f.name === 'featured')?.fields?.find((f) => f.name === 'caseStudy');
    expect(featured).toMatchObject({ widget: 'relation', display_fields: ['title'] });
  });

  it('marks a draft article in the list by the switch’s label', () => {
    expect(collectionToCms(collectionDefs.posts).summary).toBe(
      "{{title}} · {{date | date('DD-MM-YYYY')}}{{draft | ternary(' · Taken down', '')}}",
    );
  });

  it('writes a YAML collection one .yaml file per entry, named by its slug, listed with dates day-month-year', () => {
    expect(collectionToCms(collectionDefs.jobs)).toMatchObject({
      name: 'jobs',
      label: 'Jobs',
      label_singular: 'Job',
      folder: 'content/jobs',
      create: true,
      slug: '{{slug}}',
      extension: 'yaml',
      format: 'yaml',
      identifier_field: 'title',
      summary:
        "{{title}} · {{datePosted | date('DD-MM-YYYY')}} · {{status}} · {{location}} · {{validThrough | date('DD-MM-YYYY')}}",
    });
  });

  it('gives the title an address is made from the folder of the pages, the names the routes keep there and the addresses other titles make', () => {
    const titles = { 'devops-engineer': 'content/jobs/devops-engineer.yaml' };
    const jobs = collectionToCms(collectionDefs.jobs, ['list.json', 'page'], titles);
    expect(jobs.fields.find((f) => f.name === 'title')).toMatchObject({
      slug_folder: '/careers/',
      slug_reserved: ['list.json', 'page'],
      slug_titles: titles,
    });
    expect(jobs.fields.find((f) => f.name === 'summary')).not.toHaveProperty('slug_folder');
    expect(collectionToCms(collectionDefs.people).fields.find((f) => f.name === 'name')).not.toHaveProperty(
      'slug_folder',
    );
  });

  it('writes a Markdown collection as front matter with a markdown body', () => {
    const articles = collectionToCms(collectionDefs.posts);
    expect(articles).toMatchObject({ extension: 'md', format: 'yaml-frontmatter' });
    expect(articles.fields.at(-1)).toMatchObject({ name: 'body', label: 'Article', widget: 'markdown' });
  });

  it("offers in a Markdown body no more than the body's renderer accepts", () => {
    const enterprise = collectionToCms(collectionDefs.enterpriseServices).fields.at(-1);
    // Enterprise IT page text: paragraphs, "## " headings and lists of plain text (lib/content/rich-blocks.ts).
    expect(enterprise).toMatchObject({
      buttons: ['heading-two', 'bulleted-list', 'numbered-list'],
      editor_components: [],
    });
    // An article's title is its only h1 (lib/content/body-rules.ts); its code blocks are shown unhighlighted.
    const article = collectionToCms(collectionDefs.posts).fields.at(-1);
    expect(article?.buttons).not.toContain('heading-one');
    expect(article?.editor_components).toEqual(['code-block', 'image']);
  });

  it('offers every page and block of copy, and the company details, as a singleton', () => {
    const config = cmsConfig(collections, singletons, { repo: 'acme/site', branch: 'main' }, { basePath: '' });
    const files = config.singletons.map((s) => ('file' in s ? s.file : '—'));
    expect(files.filter((f) => f !== '—')).toEqual(singletons.map((s) => s.file));
    // Company details, then pages, then shared blocks, a line between the groups.
    expect(files.filter((f) => f === '—')).toHaveLength(2);
    expect(files[0]).toBe('content/site.yaml');
    expect(files[1]).toBe('—');
    expect(config.singletons.find((s) => 'name' in s && s.name === 'site')).toMatchObject({
      label: singletonDefs.site.label,
    });
  });

  it('marks the text of Company details, at any depth, where the figures and addresses are set', () => {
    const marked = (fields: CmsField[]): string[] =>
      fields.flatMap((f) => [
        ...(f.company_details ? [f.name] : []),
        ...marked([...(f.fields ?? []), ...(f.field ? [f.field] : [])]),
      ]);
    const site = singletonToCms(singletonDefs.site).fields;
    expect(marked(site)).toEqual(expect.arrayContaining(['email', 'description', 'street', 'label']));
    expect(marked(singletonToCms(singletonDefs.home).fields)).toEqual([]);
  });

  it('names every collection and singleton differently (the CMS addresses each by name)', () => {
    const names = [...collections, ...singletons].map((def) => def.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('offers the media library for an image path', () => {
    const image = collectionToCms(collectionDefs.leaders).fields.find((f) => f.name === 'image');
    expect(image?.fields?.find((f) => f.name === 'src')).toMatchObject({ widget: 'image', choose_url: false });
  });

  it('is a configuration Sveltia CMS accepts (its own published JSON Schema)', () => {
    const sveltia = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(sveltia);
    const config = cmsConfig(
      collections,
      singletons,
      { repo: 'acme/site', branch: 'main' },
      { url: 'https://x.example', basePath: '/site' },
    );
    // A list's own messages, the mark of Company details' text, a field's own rule, the addresses
    // a title may not make and an article's rules are ours, read by the bundle's corrections of
    // Sveltia (scripts/cms-bundle.mjs, cms/text-rules.ts).
    const theirs = JSON.parse(
      JSON.stringify(config, (key, value) =>
        /^(?:(?:min|max|empty)_message|company_details|text_rule|slug_folder|slug_reserved|slug_titles|body_rules|min_chars|closes)$/.test(
          key,
        )
          ? undefined
          : value,
      ),
    );
    expect(validate(theirs) ? [] : validate.errors).toEqual([]);
  });
});

describe('the repository editors save to', () => {
  const fromSite = { repository: 'quantivo/website', branch: 'main' };

  it('signs in by access token only, on the repository the deploy workflow builds from', () => {
    const repository = cmsRepository({ GITHUB_REPOSITORY: 'acme/site' }, fromSite);
    const config = cmsConfig(collections, singletons, repository, { basePath: '' });
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
      auth_methods: ['token'],
      preview_context: BUILD_STATUS_CONTEXT,
    });
    // A Save is a draft for review (a pull request), never a commit to the live branch.
    expect(config.publish_mode).toBe('editorial_workflow');
    // A draft's or a published entry's own page, under the preview's or the site's address.
    const jobs = config.collections.find((c) => 'name' in c && c.name === 'jobs');
    expect(jobs && 'preview_path' in jobs && jobs.preview_path).toBe('careers/{{slug}}/');
    expect(config).toMatchObject({
      media_folder: 'public/images/uploads',
      public_folder: '/images/uploads',
      // Photos come from the editor's computer, named safely for a srcset; no stock services.
      media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    });
  });

  it('uses the company details elsewhere, and CMS_GITHUB_REPO / CMS_GITHUB_BRANCH over them', () => {
    expect(cmsRepository({}, fromSite)).toEqual({ repo: 'quantivo/website', branch: 'main' });
    expect(cmsRepository({ CMS_GITHUB_REPO: 'acme/web', CMS_GITHUB_BRANCH: 'content' }, fromSite)).toEqual({
      repo: 'acme/web',
      branch: 'content',
    });
  });

  it('stops the build on a missing, malformed or mismatched repository, saying what to set', () => {
    expect(() => cmsRepository({})).toThrow(/no GitHub repository.*CMS_GITHUB_REPO=owner\/name/);
    expect(() => cmsRepository({ CMS_GITHUB_REPO: 'https://github.com/acme/site' }, fromSite)).toThrow(
      /not a GitHub repository name; write it as owner\/name/,
    );
    expect(() => cmsRepository({ GITHUB_REPOSITORY: 'acme/site', CMS_GITHUB_REPO: 'acme/other' }, fromSite)).toThrow(
      /built from "acme\/site"/,
    );
    expect(() => cmsRepository({ CMS_GITHUB_BRANCH: 'a..b' }, fromSite)).toThrow(/not a branch name/);
  });
});
