/**
 * Rules that span collections: what one entry names must exist as another's file, and the
 * counts a page needs across files (three testimonials per service). Pure, so each rule has
 * its own unit test; lib/content/read.ts runs them on the real content at build.
 */
import { kindSlug } from '../group-pages';
import { productSections } from '../paths';
import { serviceSlugs } from './schemas';

interface Slugged {
  slug: string;
}

export interface ContentGraph {
  services: Slugged[];
  testimonials: { slug: string; service: string }[];
  caseStudies: Slugged[];
  products: { slug: string; group: string; kind?: string }[];
  productGroups: Slugged[];
  enterpriseServices: { slug: string; group: string; relatedCaseStudies: string[] }[];
  enterpriseGroups: Slugged[];
  jobs: { slug: string; location: string }[];
  /** Cities with an office (and a state for the address) in content/site.yaml. */
  offices: string[];
  /** The entries content/pages/home.yaml names. */
  home: { featuredCaseStudy: string; testimonials: string[] };
  /** Every person the site names (people quoted, leaders, authors), with whom they work for. */
  people: { name: string; organisation: string; file: string }[];
}

export function referenceProblems(g: ContentGraph): string[] {
  const problems: string[] = [];
  const has = (list: Slugged[], slug: string) => list.some((entry) => entry.slug === slug);
  for (const { slug } of g.services) {
    if (!(serviceSlugs as readonly string[]).includes(slug))
      problems.push(
        `content/services/${slug}.yaml: "${slug}" is not one of the site's services (${serviceSlugs.join(', ')})`,
      );
  }
  for (const slug of serviceSlugs) {
    if (!has(g.services, slug))
      problems.push(`content/services/${slug}.yaml: is missing; every service in the menus needs its page`);
    const count = g.testimonials.filter((t) => t.service === slug).length;
    if (count !== 3)
      problems.push(
        `content/testimonials/: service "${slug}" has ${count} testimonial(s); each service page shows exactly three`,
      );
  }
  const reserved: readonly string[] = Object.values(productSections);
  for (const p of g.products) {
    if (reserved.includes(p.slug))
      problems.push(
        `content/products/${p.slug}.yaml: "${p.slug}" is a part of the site's addresses under /products/ (${reserved.join(', ')}); rename the file`,
      );
    if (!has(g.productGroups, p.group))
      problems.push(
        `content/products/${p.slug}.yaml: field "group" names "${p.group}", which is not a file in content/product-groups/`,
      );
  }
  // A kind's comparison is at /products/compare/<kind>/, under its group's crumbs: one group a kind.
  const kindGroups = new Map<string, string>();
  for (const p of g.products) {
    if (p.kind === undefined) continue;
    const slug = kindSlug(p.kind);
    const group = kindGroups.get(slug);
    if (!slug)
      problems.push(`content/products/${p.slug}.yaml: field "kind" is "${p.kind}", which needs a letter or a digit`);
    else if (group && group !== p.group)
      problems.push(
        `content/products/${p.slug}.yaml: field "kind" is "${p.kind}", a kind of the group "${group}"; name this one differently`,
      );
    else kindGroups.set(slug, p.group);
  }
  for (const s of g.enterpriseServices) {
    if (!has(g.enterpriseGroups, s.group))
      problems.push(
        `content/enterprise-it/${s.slug}.md: field "group" names "${s.group}", which is not a file in content/enterprise-groups/`,
      );
    for (const slug of s.relatedCaseStudies) {
      if (!has(g.caseStudies, slug))
        problems.push(
          `content/enterprise-it/${s.slug}.md: field "relatedCaseStudies" names "${slug}", which is not a file in content/case-studies/`,
        );
    }
  }
  for (const job of g.jobs) {
    if (job.location !== 'Remote' && !g.offices.includes(job.location)) {
      problems.push(
        `content/jobs/${job.slug}.yaml: field "location" is "${job.location}", which is not one of the offices in content/site.yaml`,
      );
    }
  }
  const home = 'content/pages/home.yaml';
  if (!has(g.caseStudies, g.home.featuredCaseStudy))
    problems.push(
      `${home}: field "featured.caseStudy" names "${g.home.featuredCaseStudy}", which is not a file in content/case-studies/`,
    );
  for (const slug of g.home.testimonials) {
    if (!has(g.testimonials, slug))
      problems.push(
        `${home}: field "testimonials.entries" names "${slug}", which is not a file in content/testimonials/`,
      );
  }
  problems.push(...personProblems(g.people));
  return problems;
}

/**
 * One person, one organisation: the same name as a client on one page and as our own staff on
 * another reads as a made-up site. The later file names the first.
 */
export function personProblems(people: ContentGraph['people']): string[] {
  const first = new Map<string, ContentGraph['people'][number]>();
  const problems: string[] = [];
  for (const person of people) {
    const earlier = first.get(person.name);
    if (!earlier) first.set(person.name, person);
    else if (earlier.organisation !== person.organisation)
      problems.push(
        `${person.file}: "${person.name}" works for ${person.organisation} here but for ${earlier.organisation} in ${earlier.file}; one person has one role on the site, so use another name`,
      );
  }
  return problems;
}
