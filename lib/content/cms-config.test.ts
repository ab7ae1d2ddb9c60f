import { z } from 'zod';
import { collectionDefs, collections, siteFile } from './collections';
import { cmsEnvironment, collectionToDecap, decapConfig, fieldsFromSchema, labelOf } from './cms-config';

describe('CMS fields from a zod schema', () => {
  const schema = z.object({
    title: z.string().min(5).meta({ title: 'Job title' }).describe('As candidates search for it.'),
    nickname: z.string().optional(),
    summary: z.string().min(80),
    experience: z
      .string()
      .regex(/^(3|5|8|10)\+ years$/)
      .describe('3+ years, 5+ years, 8+ years or 10+ years.'),
    location: z.enum(['New Delhi', 'Remote']),
    tags: z.array(z.enum(['Quantum', 'ERP'])).min(1),
    datePosted: z.iso.date(),
    headcount: z.number().int().min(1).max(20),
    rating: z.number(),
    featured: z.boolean().default(false),
    responsibilities: z.array(z.string()).min(3).max(8),
    contacts: z.array(z.object({ name: z.string(), email: z.email().optional() })).min(1),
    address: z.object({ city: z.string(), postalCode: z.string().length(6) }),
  });
  const fields = Object.fromEntries(fieldsFromSchema(schema).map((f) => [f.name, f]));

  it('keeps the schema order and takes labels from .meta({ title }), else from the key', () => {
    expect(Object.keys(fields)).toEqual(Object.keys(schema.shape));
    expect(fields.title!.label).toBe('Job title');
    expect(fields.datePosted!.label).toBe('Date posted');
  });

  it('maps short strings to string, long ones to text, with the description as the hint', () => {
    expect(fields.title).toEqual({
      name: 'title',
      label: 'Job title',
      widget: 'string',
      hint: 'As candidates search for it.',
      pattern: ['^[\\s\\S]{5,}$', 'At least 5 characters'],
    });
    expect(fields.summary).toMatchObject({ widget: 'text', pattern: ['^[\\s\\S]{80,}$', 'At least 80 characters'] });
  });

  it('marks optional fields as not required and leaves required ones at the default', () => {
    expect(fields.nickname).toEqual({ name: 'nickname', label: 'Nickname', widget: 'string', required: false });
    expect(fields.title).not.toHaveProperty('required');
    expect(fields.contacts!.fields!.find((f) => f.name === 'email')).toMatchObject({
      widget: 'string',
      required: false,
    });
  });

  it('checks a regular expression with the hint as its message', () => {
    expect(fields.experience!.pattern).toEqual(['^(3|5|8|10)\\+ years$', '3+ years, 5+ years, 8+ years or 10+ years.']);
  });

  it('maps an enum to a select, and an array of an enum to a multiple select', () => {
    expect(fields.location).toEqual({
      name: 'location',
      label: 'Location',
      widget: 'select',
      options: ['New Delhi', 'Remote'],
    });
    expect(fields.tags).toEqual({
      name: 'tags',
      label: 'Tags',
      widget: 'select',
      options: ['Quantum', 'ERP'],
      multiple: true,
      min: 1,
    });
  });

  it('maps an ISO date to a date-only datetime widget that stores YYYY-MM-DD', () => {
    expect(fields.datePosted).toEqual({
      name: 'datePosted',
      label: 'Date posted',
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    });
  });

  it('maps numbers with their bounds, and booleans with their default', () => {
    expect(fields.headcount).toEqual({
      name: 'headcount',
      label: 'Headcount',
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 20,
    });
    expect(fields.rating).toEqual({ name: 'rating', label: 'Rating', widget: 'number', value_type: 'float' });
    expect(fields.featured).toEqual({
      name: 'featured',
      label: 'Featured',
      widget: 'boolean',
      required: false,
      default: false,
    });
  });

  it('maps an array of strings to a list of single strings, with min and max items', () => {
    expect(fields.responsibilities).toEqual({
      name: 'responsibilities',
      label: 'Responsibilities',
      widget: 'list',
      field: { name: 'item', label: 'Item', widget: 'string' },
      min: 3,
      max: 8,
    });
  });

  it('maps an array of objects to a list with fields, and a nested object to an object', () => {
    expect(fields.contacts).toMatchObject({
      widget: 'list',
      min: 1,
      fields: [{ name: 'name', widget: 'string' }, { name: 'email' }],
    });
    expect(fields.address).toMatchObject({
      widget: 'object',
      fields: [
        { name: 'city', widget: 'string' },
        { name: 'postalCode', widget: 'string', pattern: ['^[\\s\\S]{6,}$', 'At least 6 characters'] },
      ],
    });
  });

  it('refuses a schema shape it has no widget for, naming the field', () => {
    expect(() => fieldsFromSchema(z.object({ when: z.object({ at: z.union([z.string(), z.number()]) }) }))).toThrow(
      /when\.at/,
    );
    expect(() => fieldsFromSchema(z.object({ id: z.uuid() }))).toThrow(/id \(format uuid\)/);
  });

  it('turns keys into labels', () => {
    expect(labelOf('validThrough')).toBe('Valid through');
    expect(labelOf('offer')).toBe('Offer');
  });
});

describe('CMS collections', () => {
  it('writes a YAML collection one .yaml file per entry, named by its slug', () => {
    const jobs = collectionToDecap(collections.find((c) => c.name === 'jobs')!);
    expect(jobs).toMatchObject({
      name: 'jobs',
      label: 'Jobs',
      label_singular: 'Job',
      folder: 'content/jobs',
      create: true,
      slug: '{{slug}}',
      extension: 'yaml',
      format: 'yml',
      identifier_field: 'title',
      summary: '{{title}}',
    });
    expect(jobs.fields!.map((f) => f.name)).not.toContain('slug');
  });

  it('writes a Markdown collection as front matter with a markdown body', () => {
    const articles = collectionToDecap({
      name: 'blog',
      label: 'Blog',
      labelSingular: 'Article',
      folder: 'content/blog',
      format: 'md',
      schema: z.object({ title: z.string() }),
      body: { label: 'Article' },
    });
    expect(articles).toMatchObject({ extension: 'md', format: 'yaml-frontmatter' });
    expect(articles.fields!.at(-1)).toEqual({ name: 'body', label: 'Article', widget: 'markdown' });
  });

  it('lists every content collection, then the company facts file', () => {
    const config = decapConfig(collections, siteFile);
    expect(config.collections.map((c) => c.name)).toEqual([...collections.map((c) => c.name), 'site']);
    expect(config.collections.at(-1)!.files).toEqual([
      expect.objectContaining({ file: 'content/site.yaml', label: siteFile.label }),
    ]);
  });

  it('edits through GitHub when deployed and through decap-server on localhost, with uploads in public/', () => {
    const config = decapConfig(
      collections,
      siteFile,
      cmsEnvironment({ GITHUB_REPOSITORY: 'acme/site', CMS_AUTH_BASE_URL: 'https://auth.example' }),
    );
    expect(config).toMatchObject({
      load_config_file: false,
      backend: { name: 'github', repo: 'acme/site', branch: 'main', base_url: 'https://auth.example' },
      local_backend: true,
      media_folder: 'public/images/uploads',
      public_folder: '/images/uploads',
    });
    const own = decapConfig(
      collections,
      siteFile,
      cmsEnvironment({ GITHUB_REPOSITORY: 'acme/site', CMS_GITHUB_REPO: 'quantivo/web', CMS_GITHUB_BRANCH: 'content' }),
    );
    expect(own.backend).toEqual({ name: 'github', repo: 'quantivo/web', branch: 'content' });
  });
});

describe('pictures', () => {
  it('offers the media library for an image path', () => {
    const leaders = collectionToDecap(collectionDefs.leaders);
    const image = leaders.fields?.find((f) => f.name === 'image');
    expect(image?.fields?.find((f) => f.name === 'src')).toMatchObject({
      widget: 'image',
      choose_url: false,
      label: 'Image file',
    });
  });
});
