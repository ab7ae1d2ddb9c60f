/**
 * JSON-LD built from typed content (schema-dts), so structured data never drifts from
 * what the page shows. Every URL is absolute, with the base path and trailing slash.
 */
import { escapeMarkup } from '../text/escape';
import ui from '@/content/copy/ui.yaml';
import type {
  BlogPosting,
  BreadcrumbList,
  ContactPage,
  ItemPage,
  JobPosting,
  Organization,
  Person,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { BlogPost } from '@/lib/content/collections/posts';
import type { EnterpriseService } from '@/lib/content/collections/enterprise-services';
import type { Job } from '@/lib/content/collections/jobs';
import type { Leader } from '@/lib/content/collections/leaders';
import type { Product as ProductEntry } from '@/lib/content/collections/products';
import type { Service as ServiceEntry } from '@/lib/content/collections/services';
import { officeState, site } from '@/lib/content/site';
import { absoluteUrl, asset, paths } from '../paths';
import { siteUrl } from './metadata';

const url = (path: string) => absoluteUrl(path, siteUrl);
const fileUrl = (path: string) => `${siteUrl}${asset(path)}`;
const ORG_ID = `${url('/')}#organization`;

/** A schema.org thing as the JSON-LD of a page: in the schema.org context. */
const ld = <T extends Thing>(thing: Exclude<T, string>): WithContext<T> =>
  ({ '@context': 'https://schema.org', ...thing }) as WithContext<T>;

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
} as const;

/** Where and in which languages the company answers. */
const contactsServed = { areaServed: 'IN', availableLanguage: ['en', 'hi'] };

export function organizationLd(): WithContext<Organization> {
  return ld<Organization>({
    '@type': 'Organization',
    '@id': ORG_ID,
    name: site.name,
    legalName: site.legal.name,
    alternateName: site.shortName,
    taxID: site.legal.gstin,
    identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: site.legal.cin },
    url: url('/'),
    logo: fileUrl('/logo.png'),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: postalAddress,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: site.email, telephone: site.phone, ...contactsServed },
      {
        '@type': 'ContactPoint',
        contactType: 'grievance officer',
        name: site.grievanceOfficer.name,
        email: site.grievanceOfficer.email,
        ...contactsServed,
      },
    ],
  });
}

/** The contact page: the company itself, with its contact points and address, is what it is about. */
export function contactPageLd(name: string, description: string): WithContext<ContactPage> {
  const { '@context': _context, ...company } = organizationLd() as Exclude<Organization, string> & {
    '@context': string;
  };
  return ld<ContactPage>({
    '@type': 'ContactPage',
    '@id': url(paths.contactPage),
    url: url(paths.contactPage),
    name,
    description,
    inLanguage: 'en-IN',
    isPartOf: { '@type': 'WebSite', name: site.name, url: url('/') },
    mainEntity: company,
  });
}

export function websiteLd(): WithContext<WebSite> {
  return ld<WebSite>({
    '@type': 'WebSite',
    name: site.name,
    url: url('/'),
    inLanguage: 'en-IN',
    publisher: { '@id': ORG_ID },
  });
}

const provider = { '@type': 'Organization', '@id': ORG_ID, name: site.name } as const;

export function serviceLd(
  service: Pick<ServiceEntry | EnterpriseService, 'title' | 'description'>,
  path: string,
  category: string,
): WithContext<Service> {
  return ld<Service>({
    '@type': 'Service',
    name: service.title,
    description: service.description,
    serviceType: category,
    url: url(path),
    provider,
    areaServed: { '@type': 'Country', name: 'India' },
  });
}

/**
 * Products have no public price, so a `Product` rich result (which Google only accepts with
 * offers, reviews or ratings) would be a claim the page cannot back. The page is described as
 * what it is: a page about one product line, published by the company.
 */
export function productPageLd(product: ProductEntry, category: string): WithContext<ItemPage> {
  const pageUrl = url(paths.product(product.slug));
  return ld<ItemPage>({
    '@type': 'ItemPage',
    '@id': pageUrl,
    url: pageUrl,
    name: product.title,
    description: product.summary,
    inLanguage: 'en-IN',
    keywords: [category, ...product.uses].join(', '),
    image: product.images.map((img) => fileUrl(img.src)),
    isPartOf: { '@type': 'WebSite', name: site.name, url: url('/') },
    publisher: provider,
  });
}

export function blogPostingLd(post: BlogPost): WithContext<BlogPosting> {
  return ld<BlogPosting>({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    url: url(paths.post(post.slug)),
    mainEntityOfPage: url(paths.post(post.slug)),
    author: { '@type': 'Person', name: post.author.name },
    publisher: provider,
    inLanguage: 'en-IN',
  });
}

/**
 * A job page's list headings (content/copy/careers.yaml), passed in rather than imported: the
 * CMS test (e2e/cms.spec.ts) builds a JobPosting outside the bundler, where YAML cannot be imported.
 */
export type JobSectionHeadings = Record<'responsibilities' | 'requirements' | 'offer', string>;

/** The description Google shows: the page's own summary and lists, as the simple HTML it accepts. */
function jobDescriptionHtml(job: Job, headings: JobSectionHeadings): string {
  const list = (key: keyof JobSectionHeadings) =>
    `<h3>${escapeMarkup(headings[key])}</h3><ul>${job[key].map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
  return `<p>${escapeMarkup(job.summary)}</p>${list('responsibilities')}${list('requirements')}${list('offer')}`;
}

/** One opening's JobPosting: on its own page only, as Google's job-posting guidelines require. */
export function jobPostingLd(job: Job, headings: JobSectionHeadings): WithContext<JobPosting> {
  return ld<JobPosting>({
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, headings),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: url('/'), logo: fileUrl('/logo.png') },
    experienceRequirements: job.experience,
    occupationalCategory: job.role,
    url: url(paths.job(job.slug)),
    ...(job.location === 'Remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.location,
              addressRegion: officeState(job.location),
              addressCountry: 'IN',
            },
          },
        }),
  });
}

export function personLd(leader: Leader): WithContext<Person> {
  return ld<Person>({
    '@type': 'Person',
    name: leader.person.name,
    jobTitle: leader.person.role,
    description: leader.summary,
    image: fileUrl(leader.image.src),
    url: url(paths.leader(leader.slug)),
    worksFor: provider,
    knowsAbout: leader.competencies,
  });
}

export interface Crumb {
  label: string;
  /** Every crumb has its URL, the current page's included (it is the last crumb). */
  href: string;
}

/** A breadcrumb trail starting at the home page. */
export const trail = (...crumbs: Crumb[]): Crumb[] => [{ label: ui.breadcrumb.home, href: paths.home }, ...crumbs];

export function breadcrumbLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return ld<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: url(crumb.href),
    })),
  });
}
