/**
 * Menu data derived from content, so the header, mobile panel and footer never repeat
 * a slug or a title.
 */
import { enterpriseGroups } from '@/lib/content';
import { productGroups } from '@/lib/content';
import { services } from '@/lib/content';
import { legalCopy } from '@/lib/copy/legal';
import { navigationCopy as copy } from '@/lib/copy/navigation';
import { fill } from './fill';
import { pageLink } from './page-links';
import { paths } from './paths';
import { productFoldsOf, productMenuOf } from './product-menu';

import type { MobileSection, NavItem, NavLink, NavSection } from './nav-types';

export type { MobileSection, NavItem, NavLink, NavSection };

export const productMenu: NavItem[] = productMenuOf(productGroups, copy);

const enterpriseSections: (NavSection & { heading: string })[] = enterpriseGroups.map((group) => ({
  heading: group.title,
  links: group.services.map((s) => ({ label: s.title, href: paths.enterpriseService(s.slug) })),
}));

const serviceLinks: NavLink[] = services.map((s) => ({ label: s.title, href: paths.service(s.slug) }));
const enterpriseHubLink: NavLink = { label: copy.enterpriseOverview, href: paths.enterpriseHub };

export const serviceMenu: NavItem[] = [
  ...serviceLinks,
  { label: copy.enterpriseIt, sections: [...enterpriseSections, { links: [enterpriseHubLink] }] },
];

const caseStudiesLink = pageLink('caseStudies');
const aboutLink = pageLink('about');

export const primaryLinks: NavLink[] = [caseStudiesLink, aboutLink];

export const pricingLink = pageLink('pricing');

/**
 * The mobile panel: the spec's first links (About, Case Studies, pricing), then what a buyer
 * hires (services, Enterprise IT by group), then what they buy, each product group folded.
 */
export const mobileSections: MobileSection[] = [
  { links: [aboutLink, caseStudiesLink, pricingLink] },
  {
    heading: copy.pages.services,
    links: [...serviceLinks, enterpriseHubLink],
  },
  ...enterpriseSections.map((section) => ({
    ...section,
    heading: fill(copy.enterpriseSection, { group: section.heading }),
  })),
  {
    heading: copy.pages.products,
    folds: productFoldsOf(productGroups, copy),
    links: [{ label: copy.allProducts, href: paths.products }],
  },
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
export const legalLinks: NavLink[] = (['privacy', 'accessibility', 'securityTxt'] as const).map((page) => ({
  label: legalCopy.trustLinks.links[page],
  href: paths[page],
}));
