/**
 * The content collections: where each lives, its file format and its schema, and for a page
 * kind its address and its page of copy; then site search's groups. The loader, the CMS
 * configuration, the JSON Schema files for editors and the copy's types all walk this one list.
 * A collection declares itself in a module of its own beside this one (`./people.ts`: its schema,
 * built from lib/content/schemas.ts's shared pieces, and its definition), listed here; the older
 * collections' schemas are still in lib/content/schemas.ts.
 */
import { BODY_PATTERN, BODY_RULE } from '../body-rules';
import { paths } from '@/lib/paths';
import { define, type CollectionDef } from './define';
import { people } from './people';
import {
  caseStudySchema,
  enterpriseGroupSchema,
  enterpriseServiceSchema,
  jobSchema,
  leaderSchema,
  postSchema,
  productGroupSchema,
  productSchema,
  serviceSchema,
  testimonialSchema,
} from '../schemas';

export type { CollectionDef };

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
  people,
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
