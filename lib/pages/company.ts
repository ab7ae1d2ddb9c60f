/**
 * The site's pages of their own: the home page, the service and product indexes, the company
 * pages and the statements. Build time only: some read content.
 */
import aboutCopy from '@/content/copy/about.yaml';
import hub from '@/content/copy/enterprise-hub.yaml';
import homeCopy from '@/content/copy/home.yaml';
import pricingCopy from '@/content/copy/pricing.yaml';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import quoteCopy from '@/content/copy/quote.yaml';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import trainingCopy from '@/content/copy/training.yaml';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { accessibility, privacy } from '@/lib/statements';
import { organizationLd, serviceLd, trail, websiteLd } from '@/lib/structured-data';
import { singlePage, type PageDescriptor } from './kind';

/** The words every such page's copy has: its short name (eyebrow and crumb), its h1 and its description. */
interface PageWords {
  title: string;
  heading: string;
  description: string;
}

/** A page one step below the home page, its card drawn from its own words. */
const topPage = (path: string, words: PageWords): PageDescriptor => ({
  path,
  title: words.title,
  description: words.description,
  crumbs: trail({ label: words.title, href: path }),
  og: { title: words.heading, kind: words.title, text: words.description },
  jsonLd: [],
  indexable: true,
});

export const homePage = singlePage(() => ({
  path: paths.home,
  title: `${site.name} | ${homeCopy.title}`,
  absoluteTitle: true,
  description: homeCopy.description,
  crumbs: trail(),
  og: { title: homeCopy.hero.heading, kind: homeCopy.title, text: site.description },
  jsonLd: [organizationLd(), websiteLd()],
  indexable: true,
}));

export const aboutPage = singlePage(() => topPage(paths.about, aboutCopy));
export const servicesPage = singlePage(() => topPage(paths.services, servicePagesCopy.index));
export const productsPage = singlePage(() => topPage(paths.products, productPagesCopy.index));
export const trainingPage = singlePage(() => topPage(paths.training, trainingCopy));
export const pricingPage = singlePage(() => topPage(paths.pricing, pricingCopy));
export const quotePage = singlePage(() => topPage(paths.quote, quoteCopy));
export const privacyPage = singlePage(() => topPage(paths.privacy, privacy));
export const accessibilityPage = singlePage(() => topPage(paths.accessibility, accessibility));

export const enterpriseHubPage = singlePage(() => ({
  path: paths.enterpriseHub,
  title: hub.title,
  section: servicePagesCopy.index.title,
  description: hub.description,
  crumbs: trail(
    { label: servicePagesCopy.index.title, href: paths.services },
    { label: servicePagesCopy.enterprise.eyebrow, href: paths.enterpriseHub },
  ),
  og: { title: hub.title, kind: servicePagesCopy.index.title, text: hub.description },
  jsonLd: [serviceLd(hub, paths.enterpriseHub, hub.serviceType)],
  indexable: true,
}));

export const companyPages = [
  homePage,
  aboutPage,
  servicesPage,
  enterpriseHubPage,
  productsPage,
  trainingPage,
  pricingPage,
  quotePage,
  privacyPage,
  accessibilityPage,
] as const;
