/**
 * The site's content, read from content/ at build and checked once: each collection against
 * its schema, then the references between collections (a case study's service, a product's
 * group, three testimonials per service, the person each testimonial, leader and article names).
 * Pictures get the width and height of their files.
 * Server-only: it reads files. Templates read it through lib/content/index.ts; the CMS's
 * previews get this module's `content` as saved, bundled in (scripts/prepare-content.mjs).
 */
import { parsePost } from '@/lib/post-markdown';
import aboutCopy from '@/content/copy/about.yaml';
import homeCopy from '@/content/copy/home.yaml';
import { site } from '@/lib/site';
import { collectionDefs } from './collections';
import { byOrder, ContentError, fieldInFile, loadCollection } from './load';
import { richBlocks } from './rich-blocks';
import { withImageSizes, withPhotoSize, withPortraitSize } from './pictures';
import { figureIdProblems } from './figures';
import { personOf, referenceProblems } from './references';
import { singletonDefs } from './singletons';
import {
  serviceSlugs,
  type CaseStudy,
  type EnterpriseGroup,
  type EnterpriseService,
  type Job,
  type Leader,
  type BlogPost,
  type Person,
  type ProductGroup,
  type Service,
  type ServiceSlug,
} from './schemas';

const strip = <T extends { body: string; bodyLine: number }>({ body: _body, bodyLine: _line, ...rest }: T) => rest;

// ------------------------------------------------------------------ case studies

const caseStudies: CaseStudy[] = loadCollection(collectionDefs.caseStudies).map(strip).sort(byOrder);

// ------------------------------------------------------------------ products

const rawProducts = loadCollection(collectionDefs.products, process.cwd(), withImageSizes).map(strip);
const productGroups: ProductGroup[] = loadCollection(collectionDefs.productGroups)
  .sort(byOrder)
  .map((group) => ({ ...strip(group), products: rawProducts.filter((p) => p.group === group.slug).sort(byOrder) }));

// ------------------------------------------------------------------ enterprise IT

const rawEnterprise = loadCollection(collectionDefs.enterpriseServices).sort(byOrder);
const enterpriseServices: EnterpriseService[] = rawEnterprise.map((s) => ({
  ...strip(s),
  content: richBlocks(`content/enterprise-it/${s.slug}.md`, s.body),
}));
const enterpriseGroups: EnterpriseGroup[] = loadCollection(collectionDefs.enterpriseGroups)
  .sort(byOrder)
  .map((group) => ({ ...strip(group), services: enterpriseServices.filter((s) => s.group === group.slug) }));

// ------------------------------------------------------------------ jobs, and the entries that name people

const allJobs: Job[] = loadCollection(collectionDefs.jobs)
  .map(strip)
  .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
const people: Person[] = loadCollection(collectionDefs.people, process.cwd(), withPhotoSize).map(strip);
const rawServices = loadCollection(collectionDefs.services);
const rawTestimonials = loadCollection(collectionDefs.testimonials).sort(byOrder);
const rawLeaders = loadCollection(collectionDefs.leaders, process.cwd(), withPortraitSize).sort(byOrder);
const rawPosts = loadCollection(collectionDefs.posts);

// Checked before a person is looked up, so every unknown one is listed with its file and line.
{
  // Only a file with a problem is read again, for the line and the label of the field it names.
  const definitions = [...Object.values(collectionDefs), ...Object.values(singletonDefs)];
  const schemaOf = (file: string) =>
    definitions.find((def) => ('file' in def ? def.file === file : file.startsWith(`${def.folder}/`)))!.schema;
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
      people,
      leaders: rawLeaders,
      posts: rawPosts,
    },
    (file, path) => fieldInFile(file, schemaOf(file))(path),
  );
  problems.push(
    ...figureIdProblems(
      site.figures,
      [
        { file: 'content/copy/home.yaml', path: ['stats', 'figures'], ids: homeCopy.stats.figures },
        { file: 'content/copy/home.yaml', path: ['proof', 'figures'], ids: homeCopy.proof.figures },
        { file: 'content/copy/about.yaml', path: ['stats', 'figures'], ids: aboutCopy.stats.figures },
      ],
      (file, path) => fieldInFile(file, schemaOf(file))(path),
    ),
  );
  if (problems.length) throw new ContentError(problems);
}

const testimonials = rawTestimonials.map((t) => ({ ...strip(t), person: personOf(people, t.person) }));
const services: Service[] = rawServices
  .map((s) => ({
    ...strip(s),
    slug: s.slug as ServiceSlug,
    testimonials: testimonials.filter((t) => t.service === s.slug),
  }))
  .sort((a, b) => serviceSlugs.indexOf(a.slug) - serviceSlugs.indexOf(b.slug));
const leaders: Leader[] = rawLeaders.map((l) => ({ ...strip(l), person: personOf(people, l.person) }));

// A draft is checked like any article, so it can be published as it is, but it is not on the site.
const posts: BlogPost[] = rawPosts
  .map((post) =>
    parsePost(`content/blog/${post.slug}.md`, { ...strip(post), author: personOf(people, post.author) }, post.body),
  )
  .filter((post) => !post.draft);

/** Every collection as the templates read it (lib/content/index.ts). */
export const content = {
  services,
  testimonials,
  caseStudies,
  productGroups,
  enterpriseServices,
  enterpriseGroups,
  leaders,
  people,
  /** Every job file, open or closed, newest first; lib/jobs.ts decides which are open. */
  allJobs,
  posts,
};
