/**
 * Menu data derived from content, so the header, mobile panel and footer never repeat
 * a slug or a title.
 */
import { enterpriseGroups } from '@/content/enterprise-it';
import { productGroups } from '@/content/products';
import { services } from '@/content/services';
import { paths } from './paths';

import type { NavItem, NavLink, NavSection } from './nav-types';

export type { NavItem, NavLink, NavSection };

export const productMenu: NavItem[] = [
  ...productGroups.map((group) => ({
    label: group.title,
    sections: [{ links: group.products.map((p) => ({ label: p.title, href: paths.product(p.slug) })) }],
  })),
  { label: 'All products', href: paths.products },
];

export const enterpriseSections: NavSection[] = enterpriseGroups.map((group) => ({
  heading: group.title,
  links: group.services.map((s) => ({ label: s.name, href: s.path })),
}));

export const serviceMenu: NavItem[] = [
  ...services.map((s) => ({ label: s.title, href: paths.service(s.slug) })),
  {
    label: 'Enterprise IT',
    sections: [...enterpriseSections, { links: [{ label: 'Enterprise IT overview', href: paths.enterpriseHub }] }],
  },
];

const caseStudiesLink: NavLink = { label: 'Case Studies', href: paths.caseStudies };
const aboutLink: NavLink = { label: 'About Us', href: paths.about };

export const primaryLinks: NavLink[] = [caseStudiesLink, aboutLink];

export const pricingLink: NavLink = { label: 'Calculate Talent Pricing', href: paths.pricing };

/** The mobile panel: the spec's order (About, Case Studies, pricing), then products and services. */
export const mobileSections: NavSection[] = [
  { links: [aboutLink, caseStudiesLink, pricingLink] },
  ...productGroups.map((group) => ({
    heading: group.title,
    links: group.products.map((p) => ({ label: p.title, href: paths.product(p.slug) })),
  })),
  { heading: 'Services', links: services.map((s) => ({ label: s.title, href: paths.service(s.slug) })) },
  ...enterpriseSections.map((section) => ({ ...section, heading: `Enterprise IT: ${section.heading}` })),
  {
    heading: 'Explore',
    links: [
      { label: 'All products', href: paths.products },
      { label: 'Enterprise IT overview', href: paths.enterpriseHub },
    ],
  },
];

const footerServiceSlugs = ['it-talent-acquisition', 'quantum-computing', 'software-development', 'oracle-erp', 'sap-erp'];

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Services',
    links: footerServiceSlugs.map((slug) => {
      const service = services.find((s) => s.slug === slug)!;
      return { label: service.shortTitle, href: paths.service(slug) };
    }),
  },
  {
    heading: 'Company',
    links: [
      aboutLink,
      { label: 'Careers', href: paths.careers },
      { label: 'Blog', href: paths.blog },
      { label: 'Training', href: paths.training },
      { label: 'Contact', href: paths.contact },
      { label: 'Privacy', href: paths.privacy },
    ],
  },
];
