/**
 * Rules that span collections: what one entry names must exist as another's file, and the
 * counts a page needs across files (three testimonials per service). Pure, so each rule has
 * its own unit test; lib/content/read.ts runs them on the real content at build.
 */
import { kindSlug } from '../group-pages';
import { productSections } from '../paths';
import { notAnEntry } from './rule-words';
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
  /** The entries content/copy/home.yaml names. */
  home: { featuredCaseStudy: string; testimonials: string[] };
  /** Every person the site names (people quoted, leaders, authors), with whom they work for and the field naming them. */
  people: { name: string; organisation: string; file: string; field: string }[];
}

/**
 * A field of a file as every problem of the content check names it, with its line and its
 * label in the CMS: `content/products/x.yaml:2: Group (group)` (lib/content/load.ts fieldInFile).
 */
export type Locate = (file: string, path: readonly (string | number)[]) => string;

export function referenceProblems(g: ContentGraph, at: Locate): string[] {
  const problems: string[] = [];
  const has = (list: Slugged[], slug: string) => list.some((entry) => entry.slug === slug);
  const named = (file: string, path: (string | number)[], slug: string, list: Slugged[], folder: string) => {
    if (!has(list, slug)) problems.push(`${at(file, path)}: ${notAnEntry(slug, folder)}`);
  };
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
    const file = `content/products/${p.slug}.yaml`;
    if (reserved.includes(p.slug))
      problems.push(
        `${file}: "${p.slug}" is a part of the site's addresses under /products/ (${reserved.join(', ')}); rename the file`,
      );
    named(file, ['group'], p.group, g.productGroups, 'content/product-groups/');
  }
  // A kind's comparison is at /products/compare/<kind>/, under its group's crumbs: one group a kind.
  const kindGroups = new Map<string, string>();
  for (const p of g.products) {
    if (p.kind === undefined) continue;
    const slug = kindSlug(p.kind);
    const group = kindGroups.get(slug);
    // Worded only when broken: the wording reads the file again.
    const kind = () => at(`content/products/${p.slug}.yaml`, ['kind']);
    if (!slug) problems.push(`${kind()}: "${p.kind}" needs a letter or a digit.`);
    else if (group && group !== p.group)
      problems.push(`${kind()}: "${p.kind}" is a kind of the group "${group}"; name this one differently.`);
    else kindGroups.set(slug, p.group);
  }
  for (const s of g.enterpriseServices) {
    const file = `content/enterprise-it/${s.slug}.md`;
    named(file, ['group'], s.group, g.enterpriseGroups, 'content/enterprise-groups/');
    s.relatedCaseStudies.forEach((slug, i) =>
      named(file, ['relatedCaseStudies', i], slug, g.caseStudies, 'content/case-studies/'),
    );
  }
  for (const job of g.jobs) {
    if (job.location !== 'Remote' && !g.offices.includes(job.location))
      problems.push(
        `${at(`content/jobs/${job.slug}.yaml`, ['location'])}: "${job.location}" is not one of the offices in Company details (content/site.yaml).`,
      );
  }
  const home = 'content/copy/home.yaml';
  named(home, ['featured', 'caseStudy'], g.home.featuredCaseStudy, g.caseStudies, 'content/case-studies/');
  g.home.testimonials.forEach((slug, i) =>
    named(home, ['testimonials', 'entries', i], slug, g.testimonials, 'content/testimonials/'),
  );
  problems.push(...personProblems(g.people, at));
  return problems;
}

/**
 * One person, one organisation: the same name as a client on one page and as our own staff on
 * another reads as a made-up site. The later file names the first.
 */
export function personProblems(people: ContentGraph['people'], at: Locate): string[] {
  const first = new Map<string, ContentGraph['people'][number]>();
  const problems: string[] = [];
  for (const person of people) {
    const earlier = first.get(person.name);
    if (!earlier) first.set(person.name, person);
    else if (earlier.organisation !== person.organisation)
      problems.push(
        `${at(person.file, [person.field])}: "${person.name}" works for ${person.organisation} here but for ${earlier.organisation} in ${earlier.file}; one person has one role on the site, so use another name.`,
      );
  }
  return problems;
}
