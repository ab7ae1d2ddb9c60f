/**
 * The site's pages of their own: the home page, the service and product indexes, the company
 * pages and the statements. Build time only: some read content.
 */
import aboutCopy from '@/content/copy/about.yaml';
import contactCopy from '@/content/copy/contact.yaml';
import hub from '@/content/copy/enterprise-hub.yaml';
import homeCopy from '@/content/copy/home.yaml';
import pricingCopy from '@/content/copy/pricing.yaml';
import productPagesCopy from '@/content/copy/product-pages.yaml';
import quoteCopy from '@/content/copy/quote.yaml';
import servicePagesCopy from '@/content/copy/service-pages.yaml';
import trainingCopy from '@/content/copy/training.yaml';
import { paths } from '@/lib/paths';
import { site } from '@/lib/content/site';
import { accessibility, privacy } from '@/lib/content/statements';
import { contactPageLd, organizationLd, serviceLd, trail, websiteLd } from '@/lib/seo/structured-data';
import { describePage, singlePage } from '../kinds/descriptor';

/** A page one step below the home page, from its copy's short name (eyebrow and crumb), h1 and description. */
const topPage = (path: string, words: { title: string; heading: string; description: string }) =>
  singlePage(() =>
    describePage({
      path,
      title: words.title,
      description: words.description,
      above: trail(),
      og: { title: words.heading, kind: words.title },
    }),
  );

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

export const aboutPage = topPage(paths.about, aboutCopy);
export const servicesPage = topPage(paths.services, servicePagesCopy.index);
export const productsPage = topPage(paths.products, productPagesCopy.index);
export const trainingPage = topPage(paths.training, trainingCopy);
export const pricingPage = topPage(paths.pricing, pricingCopy);
export const quotePage = topPage(paths.quote, quoteCopy);
export const privacyPage = topPage(paths.privacy, privacy);
export const accessibilityPage = topPage(paths.accessibility, accessibility);
export const contactPage = singlePage(() =>
  describePage({
    path: paths.contactPage,
    title: contactCopy.title,
    description: contactCopy.description,
    above: trail(),
    og: { title: contactCopy.heading, kind: contactCopy.title },
    jsonLd: [contactPageLd(contactCopy.title, contactCopy.description)],
  }),
);

export const enterpriseHubPage = singlePage(() =>
  describePage({
    path: paths.enterpriseHub,
    title: hub.title,
    section: servicePagesCopy.index.title,
    description: hub.description,
    above: trail({ label: servicePagesCopy.index.title, href: paths.services }),
    crumb: servicePagesCopy.enterprise.eyebrow,
    og: { kind: servicePagesCopy.index.title },
    jsonLd: [serviceLd(hub, paths.enterpriseHub, hub.serviceType)],
  }),
);

export const companyPages = [
  homePage,
  aboutPage,
  servicesPage,
  enterpriseHubPage,
  productsPage,
  trainingPage,
  pricingPage,
  quotePage,
  contactPage,
  privacyPage,
  accessibilityPage,
] as const;
