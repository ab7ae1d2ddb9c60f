import { paths } from './paths';

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
