/**
 * The site's content as the templates read it: the collections read and checked by read.ts
 * (server-only), and the look-ups between them. Nothing here reads a file, so the CMS's
 * previews run the same code over the saved content bundled in (scripts/cms-bundle.mjs).
 */
import { buildDay } from '@/lib/text/dates';
import { isOpen, type Job } from '@/lib/content/collections/jobs';
import type { Product } from '@/lib/content/collections/products';
import type { ProductGroup } from '@/lib/content/collections/product-groups';
import { content } from './read';

/** Every collection by its key in lib/content/collections/: a plain one's entries as read (`content.events`). */
export { content };
export const { services, caseStudies, productGroups, enterpriseServices, enterpriseGroups, leaders, posts } = content;
/** Every job posted by the build day (one dated ahead is scheduled), open or closed, newest first; lib/lists/jobs.ts decides which are open. */
export const allJobs = content.jobs;
/** Everyone the site names (content/people/), for the CMS's previews of entries that name one. */
export const { people } = content;
const { testimonials } = content;

export const products: Product[] = productGroups.flatMap((group) => group.products);

/** Jobs still accepting applications on the build day: the list, sitemap, feed and search show these. */
export const jobs: Job[] = allJobs.filter((job) => isOpen(job, buildDay()));

// ------------------------------------------------------------------ look-ups

const bySlug =
  <T extends { slug: string }>(list: readonly T[]) =>
  (slug: string): T | undefined =>
    list.find((entry) => entry.slug === slug);

export const getService = bySlug(services);
export const getCaseStudy = bySlug(caseStudies);
export const getTestimonial = bySlug(testimonials);
export const getProduct = bySlug(products);
export const getEnterpriseGroup = bySlug(enterpriseGroups);

/** The group that holds the product with this slug. */
export function getProductGroup(slug: string): ProductGroup | undefined {
  return productGroups.find((group) => group.products.some((product) => product.slug === slug));
}
