/**
 * The one owner of URL shape: trailing slashes and the optional base path.
 * Every internal URL (links, img src, manifest, feeds, canonicals) goes through these helpers.
 */
import { normaliseBasePath } from './build/base-path.cjs';

export const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);

/** Normalises an internal path to the exported form: leading slash, trailing slash before ?/#. */
export function route(path: string): string {
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path)!;
  const rooted = pathname.startsWith('/') ? pathname : `/${pathname}`;
  // A file (a dot in its last segment) keeps its name as it is.
  return /\/$|\.[^/]*$/.test(rooted) ? `${rooted}${rest}` : `${rooted}/${rest}`;
}

/** An internal URL (page, file under public/) with the base path. */
export const asset = (path: string): string => `${basePath}${path.startsWith('/') ? path : `/${path}`}`;

/** Absolute URL for canonicals, sitemaps and structured data. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${basePath}${route(path)}`;
}

/** Removes the base path from a browser pathname (for the not-found page and analytics). */
export function stripBasePath(pathname: string): string {
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`))) {
    return pathname.slice(basePath.length) || '/';
  }
  return pathname;
}

/** The home page's link targets (section ids): its hero scrolls to them, other pages link to them. */
export const homeSections = { services: 'services', contact: 'contact' } as const;

/**
 * Segments under /products/ that are not products; the content check refuses a product slug
 * equal to a route's segment (lib/content/load.ts routeNames), which would take that page's address.
 */
export const productSections = { range: 'range', compare: 'compare' } as const;

export const paths = {
  home: '/',
  contact: `/#${homeSections.contact}`,
  /** The contact page of its own, the address a buyer types; the spec's contact links go to the home page's section. */
  contactPage: '/contact/',
  about: '/about/',
  privacy: '/privacy/',
  accessibility: '/accessibility/',
  securityTxt: '/.well-known/security.txt',
  careers: '/careers/',
  blog: '/blog/',
  training: '/training/',
  pricing: '/calculate-talent-pricing/',
  caseStudies: '/case-studies/',
  products: '/products/',
  services: '/services/',
  enterpriseHub: '/services/enterprise-it/',
  service: (slug: string) => `/services/${slug}/`,
  enterpriseService: (slug: string) => `/services/enterprise-it/${slug}/`,
  product: (slug: string) => `/products/${slug}/`,
  productGroup: (group: string) => `/products/${productSections.range}/${group}/`,
  compare: (group: string) => `/products/${productSections.compare}/${group}/`,
  datasheet: (slug: string) => `/datasheets/${slug}.pdf`,
  quote: '/quote/',
  /** The articles' RSS feed (app/feed.xml). */
  feed: '/feed.xml',
  caseStudy: (slug: string) => `/case-studies/${slug}/`,
  post: (slug: string) => `/blog/${slug}/`,
  job: (slug: string) => `/careers/${slug}/`,
  /** A leader's page: the spec's address is /profile/<slug>/. */
  leader: (slug: string) => `/profile/${slug}/`,
  /** Site search's split index (lib/search/index.ts): the manifest names the folder of the live deployment's files. */
  searchManifest: '/search/manifest.json',
  searchShard: (version: string, key: string) => `/search/${version}/t/${key}.json`,
  searchChunk: (version: string, n: number) => `/search/${version}/d/${n}.json`,
} as const;
