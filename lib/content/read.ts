/**
 * The site's content, read from content/ at build and checked once: each collection against
 * its schema, then the references between collections (a case study's service, a product's
 * group, three testimonials per service, the person each testimonial, leader and article names).
 * Pictures get the width and height of their files.
 * Server-only: it reads files. Templates read it through lib/content/index.ts; the CMS's
 * previews get this module's `content` as saved, bundled in (scripts/cms-bundle.mjs).
 */
import { scheduledFor, buildDay } from '@/lib/text/dates';
import { imageSize } from '@/lib/pictures/image-size';
import { photoVariants } from '@/lib/pictures/photo-variants';
import { parsePost, type ArticlePicture } from '@/lib/content/post-markdown';
import aboutCopy from '@/content/copy/about.yaml';
import homeCopy from '@/content/copy/home.yaml';
import closingCopy from '@/content/copy/closing.yaml';
import { site } from '@/lib/content/site';
import type { z } from 'zod';
import { collectionDefs, collections, type CollectionDef } from './collections';
import { byOrder, ContentError, fieldInFile, loadCollection, type Complete, type Loaded } from './load';
import { richBlocks } from './rich-blocks';
import { withImageSizes, withPhotoSize, withPortraitSize } from './pictures';
import { figureIdProblems } from './figures';
import { personOf, referenceProblems } from './references';
import { singletons } from './singletons';
import { serviceSlugs, type ServiceSlug } from './schemas';
import type { EnterpriseGroup } from './collections/enterprise-groups';
import type { EnterpriseService } from '@/lib/content/collections/enterprise-services';
import type { Job } from '@/lib/content/collections/jobs';
import type { Leader } from '@/lib/content/collections/leaders';
import { foldTags, type BlogPost } from '@/lib/content/collections/posts';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import type { Service } from '@/lib/content/collections/services';

/** An entry without the Markdown body the loader read with it: templates get a body rendered, or none. */
const withoutBody = <T extends { body: string; bodyLine: number }>({ body: _body, bodyLine: _line, ...rest }: T) =>
  rest;

// ------------------------------------------------------------------ every collection

type Defs = typeof collectionDefs;
/** Pictures with the size of their files, by collection. */
const sizes = { products: withImageSizes, people: withPhotoSize, leaders: withPortraitSize };
type Read = {
  [K in keyof Defs]: K extends keyof typeof sizes ? ReturnType<(typeof sizes)[K]>[] : Loaded<Defs[K]['schema']>[];
};

/** Each collection as checked, sorted by `order` where its entries have one; a plain collection needs nothing more. */
const read = Object.fromEntries(
  Object.entries(collectionDefs).map(([key, def]: [string, CollectionDef]) => {
    const complete = (sizes[key as keyof typeof sizes] ?? ((entry: object) => entry)) as Complete<z.ZodObject, object>;
    const entries = loadCollection(def, process.cwd(), complete) as { order: number; slug: string }[];
    return [key, 'order' in def.schema.shape ? entries.sort(byOrder) : entries];
  }),
) as unknown as Read;

/** Every collection without its Markdown body: a plain collection's entries as the templates get them. */
const collectionsWithoutBody = Object.fromEntries(
  Object.entries(read).map(([key, entries]) => [key, entries.map(withoutBody)]),
) as {
  [K in keyof Read]: ReturnType<typeof withoutBody<Read[K][number]>>[];
};

// ------------------------------------------------------------------ joins

const { caseStudies, people, products: rawProducts } = collectionsWithoutBody;
const productGroups: ProductGroup[] = collectionsWithoutBody.productGroups.map((group) => ({
  ...group,
  products: rawProducts.filter((p) => p.group === group.slug),
}));

const enterpriseServices: EnterpriseService[] = read.enterpriseServices.map((s) => ({
  ...withoutBody(s),
  content: richBlocks(`content/enterprise-it/${s.slug}.md`, s.body),
}));
const enterpriseGroups: EnterpriseGroup[] = collectionsWithoutBody.enterpriseGroups.map((group) => ({
  ...group,
  services: enterpriseServices.filter((s) => s.group === group.slug),
}));

const allJobs: Job[] = collectionsWithoutBody.jobs.sort(
  (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
);
const { services: rawServices, testimonials: rawTestimonials, leaders: rawLeaders, posts: rawPosts } = read;

// Checked before a person is looked up, so every unknown one is listed with its file and line.
{
  // Only a file with a problem is read again, for the line and the label of the field it names.
  const definitions = [...collections, ...singletons];
  const schemaOf = (file: string) =>
    definitions.find((def) => ('file' in def ? def.file === file : file.startsWith(`${def.folder}/`)))!.schema;
  const at = (file: string, path: readonly PropertyKey[]) => fieldInFile(file, schemaOf(file))(path);
  const problems = referenceProblems(
    {
      services: rawServices,
      testimonials: rawTestimonials,
      caseStudies,
      products: rawProducts,
      productGroups,
      enterpriseServices,
      enterpriseGroups,
      jobs: allJobs,
      offices: site.offices.map((office) => office.city),
      home: { featuredCaseStudy: homeCopy.featured.caseStudy, testimonials: homeCopy.testimonials.entries },
      closing: { enterprise: closingCopy.enterprise.caseStudy, leader: closingCopy.leader.caseStudy },
      people,
      leaders: rawLeaders,
      posts: rawPosts,
    },
    at,
  );
  problems.push(
    ...figureIdProblems(
      site.figures,
      [
        { file: 'content/copy/home.yaml', path: ['stats', 'figures'], ids: homeCopy.stats.figures },
        { file: 'content/copy/home.yaml', path: ['proof', 'figures'], ids: homeCopy.proof.figures },
        { file: 'content/copy/about.yaml', path: ['stats', 'figures'], ids: aboutCopy.stats.figures },
      ],
      at,
    ),
  );
  if (problems.length) throw new ContentError(problems);
}

const testimonials = rawTestimonials.map((t) => ({ ...withoutBody(t), person: personOf(people, t.person) }));
const services: Service[] = rawServices
  .map((s) => ({
    ...withoutBody(s),
    slug: s.slug as ServiceSlug,
    testimonials: testimonials.filter((t) => t.service === s.slug),
  }))
  .sort((a, b) => serviceSlugs.indexOf(a.slug) - serviceSlugs.indexOf(b.slug));
const leaders: Leader[] = rawLeaders.map((l) => ({ ...withoutBody(l), person: personOf(people, l.person) }));

/**
 * On the site on the build day: an entry dated ahead is checked like any, but has no page and is
 * in no list, sitemap, feed or search until the daily rebuild of its day (lib/text/dates.ts scheduledFor).
 */
const published = <T extends { date?: string; datePosted?: string }>(entry: T) => !scheduledFor(entry, buildDay());

/** A picture an article shows: the size of its file, and its variants once it has any (a photo). */
const articlePicture: ArticlePicture = (src) => ({ ...imageSize(src), variants: photoVariants(src) });

// A draft is checked like any article, so it can be published as it is, but it is not on the site.
const posts: BlogPost[] = foldTags(
  rawPosts.map((post) =>
    parsePost(
      `content/blog/${post.slug}.md`,
      { ...withoutBody(post), author: personOf(people, post.author) },
      post.body,
      articlePicture,
    ),
  ),
).filter((post) => !post.draft && published(post));

/** Every collection as the templates read it (lib/content/index.ts): as read, or joined. */
export const content = {
  ...collectionsWithoutBody,
  services,
  testimonials,
  productGroups,
  enterpriseServices,
  enterpriseGroups,
  leaders,
  /** Every job file posted by the build day, open or closed, newest first; lib/lists/jobs.ts decides which are open. */
  jobs: allJobs.filter(published),
  posts,
};
