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

import type { NavItem, NavLink, NavSection } from './nav-types';

export type { NavItem, NavLink, NavSection };

export const productMenu: NavItem[] = [
  ...productGroups.map((group) => ({
    label: group.title,
    sections: [{ links: group.products.map((p) => ({ label: p.title, href: paths.product(p.slug) })) }],
  })),
  { label: copy.allProducts, href: paths.products },
];

const enterpriseSections: (NavSection & { heading: string })[] = enterpriseGroups.map((group) => ({
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

export const pricingLink = pageLink('pricing');

/** The mobile panel: the spec's order (About, Case Studies, pricing), then products and services. */
export const mobileSections: NavSection[] = [
  { links: [aboutLink, caseStudiesLink, pricingLink] },
  ...productGroups.map((group) => ({
    heading: group.title,
    links: group.products.map((p) => ({ label: p.title, href: paths.product(p.slug) })),
  })),
  { heading: copy.pages.services, links: services.map((s) => ({ label: s.title, href: paths.service(s.slug) })) },
  ...enterpriseSections.map((section) => ({
    ...section,
    heading: fill(copy.enterpriseSection, { group: section.heading }),
  })),
  {
    heading: copy.explore,
    links: [
      { label: copy.allProducts, href: paths.products },
      { label: copy.enterpriseOverview, href: paths.enterpriseHub },
    ],
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
