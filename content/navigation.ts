/**
 * Navigation wording and the fixed links of the header, mobile panel, footer and the
 * "main sections" offered to lost visitors. Menus of products and services are derived from
 * their content in lib/navigation.ts. No entity content is imported here, so client islands
 * (search, not-found) can use it without shipping the catalogue.
 */
import { paths } from '@/lib/paths';

export const navigation = {
  /** Names of the navigation landmarks. */
  landmarks: { main: 'Main', mobile: 'Mobile', mainSections: 'Main sections' },
  products: 'Products',
  services: 'Services',
  allProducts: 'All products',
  enterpriseIt: 'Enterprise IT',
  enterpriseOverview: 'Enterprise IT overview',
  enterpriseSection: (group: string) => `Enterprise IT: ${group}`,
  explore: 'Explore',
  caseStudies: { label: 'Case Studies', href: paths.caseStudies },
  about: { label: 'About Us', href: paths.about },
  pricing: { label: 'Calculate Talent Pricing', href: paths.pricing },
  footer: {
    services: 'Services',
    company: 'Company',
    companyLinks: [
      { label: 'About Us', href: paths.about },
      { label: 'Careers', href: paths.careers },
      { label: 'Blog', href: paths.blog },
      { label: 'Training', href: paths.training },
      { label: 'Contact', href: paths.contact },
    ],
    connect: 'Connect',
  },
} as const;

/** The site's main sections, offered wherever a visitor may be lost (not-found, empty search). */
export const mainSections = [
  { label: 'Services', href: paths.services },
  { label: 'Products', href: paths.products },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'Blog', href: paths.blog },
  { label: 'Careers', href: paths.careers },
  { label: 'About Us', href: paths.about },
  { label: 'Contact', href: paths.contact },
] as const;
