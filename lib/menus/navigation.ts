/**
 * Menu data derived from content, so the header, mobile panel and footer never repeat
 * a slug or a title.
 */
import { enterpriseGroups, productGroups, services } from '@/lib/content';
import legalCopy from '@/content/copy/legal.yaml';
import copy from '@/content/copy/navigation.yaml';
import { pageLink } from './page-links';
import { paths } from '../paths';
import { productMenuOf } from './product-menu';

import type { MobileItem, NavItem, NavLink, NavSection } from './nav-types';

export type { MobileItem, NavItem, NavLink, NavSection };

export const productMenu: NavItem[] = productMenuOf(productGroups, copy);

const enterpriseSections: NavSection[] = enterpriseGroups.map((group) => ({
  heading: group.title,
  links: group.services.map((s) => ({ label: s.title, href: paths.enterpriseService(s.slug) })),
}));

export const serviceMenu: NavItem[] = [
  ...services.map((s) => ({ label: s.title, href: paths.service(s.slug) })),
  {
    label: copy.enterpriseIt,
    sections: [...enterpriseSections, { links: [{ label: copy.enterpriseOverview, href: paths.enterpriseHub }] }],
  },
];

const caseStudiesLink = pageLink('caseStudies');
const aboutLink = pageLink('about');

export const primaryLinks: NavLink[] = [caseStudiesLink, aboutLink];

/** The contact page, after the specification's two links: the address a buyer looks for by name. */
export const contactPageLink = pageLink('contactPage');

export const pricingLink = pageLink('pricing');

/**
 * The phone menu, one screen tall with its groups folded: what a buyer buys, hires and who we
 * are, each folding the header menu's own items, then the pages visitors look for by name. The
 * pricing calculator closes it as its call to action, as it closes the header.
 */
export const mobileMenu: MobileItem[] = [
  { label: copy.pages.products, items: productMenu },
  { label: copy.pages.services, items: serviceMenu },
  { label: copy.footer.company, items: [aboutLink, caseStudiesLink, pageLink('training')] },
  ...(['careers', 'blog', 'contactPage'] as const).map(pageLink),
];

const footerServiceSlugs = [
  'it-talent-acquisition',
  'quantum-computing',
  'software-development',
  'oracle-erp',
  'sap-erp',
];

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: copy.footer.services,
    links: footerServiceSlugs.map((slug) => {
      const service = services.find((s) => s.slug === slug)!;
      return { label: service.shortTitle, href: paths.service(slug) };
    }),
  },
  {
    heading: copy.footer.company,
    links: (['about', 'careers', 'blog', 'training', 'contact'] as const).map(pageLink),
  },
];

/** The footer's legal links: the words are content, the pages they lead to are not. */
export const legalLinks: NavLink[] = (['privacy', 'accessibility', 'contactPage', 'securityTxt'] as const).map(
  (page) => ({
    label: legalCopy.trustLinks.links[page],
    href: paths[page],
  }),
);
