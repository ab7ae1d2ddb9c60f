/**
 * The content collections: where each lives, its file format and its schema, and for a page
 * kind its address and its page of copy; then site search's groups. The loader, the CMS configuration,
 * the JSON Schema files for editors and the copy's types all walk this one list. A collection
 * of its own declares all of it in one module beside this one (e.g. `./events.ts`), listed here.
 */
import { BODY_PATTERN, BODY_RULE } from '../body-rules';
import type { RichTextEditorButtonName, RichTextEditorComponentName } from '@sveltia/cms';
import type { z } from 'zod';
import { paths } from '@/lib/paths';
import type { SingletonDef } from '../singletons';
import {
  caseStudySchema,
  enterpriseGroupSchema,
  enterpriseServiceSchema,
  jobSchema,
  leaderSchema,
  personSchema,
  postSchema,
  productGroupSchema,
  productSchema,
  serviceSchema,
  testimonialSchema,
} from '../schemas';

export interface CollectionDef<S extends z.ZodObject = z.ZodObject, C extends z.ZodObject = z.ZodObject> {
  name: string;
  label: string;
  labelSingular: string;
  /** One file per entry; the file name (without extension) is the entry's slug. */
  folder: string;
  /** `md`: YAML front matter, then a Markdown body. */
  format: 'yaml' | 'md';
  schema: S;
  /**
   * The Markdown body: its label, and what the CMS's editor offers (Sveltia's `buttons` and
   * `editor_components`), no more than the body's renderer accepts: an editor cannot make an entry
   * that stops the build. A code block is shown as plain text, as the site shows it: the CMS bundle
   * leaves syntax highlighting out (cms/stubs/code-highlighting.ts).
   */
  body?: {
    label: string;
    buttons: RichTextEditorButtonName[];
    components: RichTextEditorComponentName[];
    /** What the body must keep, as a pattern the CMS checks before Save and its one message. */
    rule?: readonly [pattern: string, message: string];
  };
  /** The field the CMS lists entries by. */
  summary?: string;
  /** More fields shown after it in the CMS list, e.g. a job's location and closing date. */
  details?: string[];
  /** Fields the CMS list can be sorted by; the first is the default, newest first. */
  sortBy?: string[];
  /** What the collection holds, shown in the CMS. */
  description?: string;
  /** A Material Symbols name for the CMS's collection list. */
  icon?: string;
  /** The address of an entry's own page (lib/paths.ts), for the CMS's link to it. */
  page?: (slug: string) => string;
  /** The kind's page of copy (its list's and its pages' words), listed with the other pages in the CMS. */
  copy?: SingletonDef<C>;
}

export const define = <S extends z.ZodObject, C extends z.ZodObject = z.ZodObject>(def: CollectionDef<S, C>) => def;

export const collectionDefs = {
  jobs: define({
    name: 'jobs',
    page: paths.job,
    label: 'Jobs',
    labelSingular: 'Job',
    folder: 'content/jobs',
    format: 'yaml',
    schema: jobSchema,
    summary: 'title',
    details: ['status', 'location', 'validThrough'],
    sortBy: ['datePosted', 'validThrough', 'title'],
    description:
      'Open positions on /careers/. A job leaves the list when its Status is Closed, or the day after “Applications close”.',
    icon: 'work',
  }),
  caseStudies: define({
    name: 'case-studies',
    page: paths.caseStudy,
    label: 'Case studies',
    labelSingular: 'Case study',
    folder: 'content/case-studies',
    format: 'yaml',
    schema: caseStudySchema,
    summary: 'title',
    details: ['industry'],
    icon: 'insights',
  }),
  posts: define({
    name: 'blog',
    page: paths.post,
    label: 'Blog articles',
    labelSingular: 'Article',
    folder: 'content/blog',
    format: 'md',
    schema: postSchema,
    // Sveltia's every button and block but a heading 1: the page title is an article's only h1,
    // and the body rules (lib/content/body-rules.ts) refuse another.
    body: {
      label: 'Article',
      rule: [BODY_PATTERN, BODY_RULE],
      buttons: [
        'bold',
        'italic',
        'strikethrough',
        'code',
        'link',
        'heading-two',
        'heading-three',
        'heading-four',
        'heading-five',
        'heading-six',
        'bulleted-list',
        'numbered-list',
        'quote',
      ],
      components: ['code-block', 'image'],
    },
    summary: 'title',
    details: ['date', 'draft'],
    sortBy: ['date', 'title'],
    icon: 'article',
  }),
  products: define({
    name: 'products',
    page: paths.product,
    label: 'Products',
    labelSingular: 'Product',
    folder: 'content/products',
    format: 'yaml',
    schema: productSchema,
    summary: 'title',
    details: ['group'],
    icon: 'inventory_2',
  }),
  productGroups: define({
    name: 'product-groups',
    page: paths.productGroup,
    label: 'Product groups',
    labelSingular: 'Product group',
    folder: 'content/product-groups',
    format: 'yaml',
    schema: productGroupSchema,
    summary: 'title',
  }),
  services: define({
    name: 'services',
    page: paths.service,
    label: 'Services',
    labelSingular: 'Service',
    folder: 'content/services',
    format: 'yaml',
    schema: serviceSchema,
    summary: 'title',
  }),
  testimonials: define({
    name: 'testimonials',
    label: 'Testimonials',
    labelSingular: 'Testimonial',
    folder: 'content/testimonials',
    format: 'yaml',
    schema: testimonialSchema,
    summary: 'person',
    details: ['service'],
  }),
  enterpriseServices: define({
    name: 'enterprise-it',
    page: paths.enterpriseService,
    label: 'Enterprise IT services',
    labelSingular: 'Enterprise IT service',
    folder: 'content/enterprise-it',
    format: 'md',
    schema: enterpriseServiceSchema,
    // Paragraphs, "## " headings and lists of plain text: richBlocks (lib/content/rich-blocks.ts) refuses
    // anything else, a code block too.
    body: { label: 'Page text', buttons: ['heading-two', 'bulleted-list', 'numbered-list'], components: [] },
    summary: 'title',
  }),
  enterpriseGroups: define({
    name: 'enterprise-groups',
    label: 'Enterprise IT groups',
    labelSingular: 'Enterprise IT group',
    folder: 'content/enterprise-groups',
    format: 'yaml',
    schema: enterpriseGroupSchema,
    summary: 'title',
  }),
  leaders: define({
    name: 'leaders',
    page: paths.leader,
    label: 'Leaders',
    labelSingular: 'Leader',
    folder: 'content/leaders',
    format: 'yaml',
    schema: leaderSchema,
    summary: 'person',
    icon: 'person',
  }),
  people: define({
    name: 'people',
    label: 'People',
    labelSingular: 'Person',
    folder: 'content/people',
    format: 'yaml',
    schema: personSchema,
    summary: 'name',
    details: ['role'],
    description:
      'Everyone the site names, each once: clients quoted in testimonials, leaders, authors of articles. Those entries choose a person here.',
    icon: 'badge',
  }),
};

export const collections: CollectionDef[] = Object.values(collectionDefs);

/**
 * Site search's groups of results, in the order it shows them: the key a kind's descriptor gives
 * its search documents, and the CMS's label for the group's name, which editors write in
 * content/copy/search.yaml `kinds`.
 */
export const searchGroups = [
  { group: 'services', label: 'Services' },
  { group: 'enterprise', label: 'Enterprise IT' },
  { group: 'products', label: 'Products' },
  { group: 'caseStudies', label: 'Case studies' },
  { group: 'posts', label: 'Articles' },
  { group: 'jobs', label: 'Jobs' },
] as const;
