/**
 * Rules that span collections: what one entry names must exist as another's file, and the
 * counts a page needs across files (three testimonials per service). Pure, so each rule has
 * its own unit test; lib/content/read.ts runs them on the real content at build.
 */
import { ContentError } from './load';
import { notAnEntry, proofWithoutResults, samePerson } from './rule-words';
import { serviceSlugs } from './schemas';
import type { Person } from './collections/people';
import { kindSlug } from './collections/products';

interface Slugged {
  slug: string;
}

export interface ContentGraph {
  services: Slugged[];
  testimonials: { slug: string; service: string; person: string }[];
  /** With their results: a study without them may be listed, but not named as proof. */
  caseStudies: { slug: string; results?: readonly string[] }[];
  products: { slug: string; group: string; kind?: string }[];
  productGroups: Slugged[];
  enterpriseServices: { slug: string; group: string; relatedCaseStudies: string[] }[];
  enterpriseGroups: Slugged[];
  jobs: { slug: string; location: string }[];
  /** Cities with an office (and a state for the address) in content/site.yaml. */
  offices: string[];
  /** The entries content/copy/home.yaml names. */
  home: { featuredCaseStudy: string; testimonials: string[] };
  /** The studies content/copy/closing.yaml sets as proof in the closing bands. */
  closing: { enterprise: string; leader: string };
  /** Everyone the site names (content/people/), each once; the entries below name them by slug. */
  people: { slug: string; name: string }[];
  leaders: { slug: string; person: string }[];
  posts: { slug: string; author: string }[];
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
  // A product's address under /products/ is the loader's to check, with every collection's (routeNames).
  for (const p of g.products)
    named(`content/products/${p.slug}.yaml`, ['group'], p.group, g.productGroups, 'content/product-groups/');
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
  // A study named as proof must exist and state its results (a page of placeholder text proves nothing).
  const proof = (file: string, path: (string | number)[], slug: string) => {
    const study = g.caseStudies.find((entry) => entry.slug === slug);
    if (!study) named(file, path, slug, g.caseStudies, 'content/case-studies/');
    else if (!study.results?.length) problems.push(`${at(file, path)}: ${proofWithoutResults(slug)}`);
  };
  for (const s of g.enterpriseServices) {
    const file = `content/enterprise-it/${s.slug}.md`;
    named(file, ['group'], s.group, g.enterpriseGroups, 'content/enterprise-groups/');
    s.relatedCaseStudies.forEach((slug, i) => proof(file, ['relatedCaseStudies', i], slug));
  }
  for (const job of g.jobs) {
    if (job.location !== 'Remote' && !g.offices.includes(job.location))
      problems.push(
        `${at(`content/jobs/${job.slug}.yaml`, ['location'])}: "${job.location}" is not one of the offices in Company details (content/site.yaml).`,
      );
  }
  const home = 'content/copy/home.yaml';
  proof(home, ['featured', 'caseStudy'], g.home.featuredCaseStudy);
  proof('content/copy/closing.yaml', ['enterprise', 'caseStudy'], g.closing.enterprise);
  proof('content/copy/closing.yaml', ['leader', 'caseStudy'], g.closing.leader);
  g.home.testimonials.forEach((slug, i) =>
    named(home, ['testimonials', 'entries', i], slug, g.testimonials, 'content/testimonials/'),
  );
  for (const t of g.testimonials)
    named(`content/testimonials/${t.slug}.yaml`, ['person'], t.person, g.people, 'content/people/');
  for (const l of g.leaders) named(`content/leaders/${l.slug}.yaml`, ['person'], l.person, g.people, 'content/people/');
  for (const p of g.posts) named(`content/blog/${p.slug}.md`, ['author'], p.author, g.people, 'content/people/');
  problems.push(...personProblems(g.people, at));
  return problems;
}

/**
 * One person, one entry: two entries of one name would let the same person be a client on one
 * page and our own staff on another. Names compare without case or extra spaces; the later file
 * names the first.
 */
export function personProblems(people: ContentGraph['people'], at: Locate): string[] {
  const first = new Map<string, string>();
  const problems: string[] = [];
  for (const { slug, name } of people) {
    const key = name.toLowerCase().replace(/\s+/g, ' ').trim();
    const file = `content/people/${slug}.yaml`;
    const earlier = first.get(key);
    if (earlier) problems.push(`${at(file, ['name'])}: ${samePerson(name, earlier)}`);
    else first.set(key, file);
  }
  return problems;
}

/** The person an entry names; the check above has refused, at build, an id no person has. */
export function personOf(people: readonly Person[], id: string): Person {
  const person = people.find((p) => p.slug === id);
  if (!person) throw new ContentError([notAnEntry(id, 'content/people/')]);
  return person;
}

/**
 * Of the pages a build would take off the live site, those that are no entry's own page: deleting
 * an entry takes its page with it, on purpose, and a later page of a list comes and goes with the
 * list's length; but a page that rests on entries (a comparison, once its kind has one product
 * left) would vanish without a word. `entryPages` are the collections' address makers (paths.job and
 * the like), each asked for the address of the slug "{slug}".
 */
export function pagesThatVanish<P extends { route: string }>(gone: P[], entryPages: ((slug: string) => string)[]): P[] {
  const SLOT = '{slug}';
  const own = entryPages.map((page) => page(SLOT).split(SLOT) as [string, string]);
  const isOwn = (route: string) =>
    own.some(([before, after]) => {
      if (!route.startsWith(before) || !route.endsWith(after)) return false;
      const slug = route.slice(before.length, route.length - after.length);
      return slug.length > 0 && !slug.includes('/');
    });
  return gone.filter(({ route }) => !isOwn(route) && !/\/page\/\d+\/$/.test(route));
}
