import { z } from 'zod';
import { copy, fixed, section, template } from '../copy-rules';

/**
 * content/copy/navigation.yaml: the words of the header, the mobile menu, the footer's columns
 * and the main sections offered to lost visitors. Which pages each menu links to is decided in
 * code (lib/menus/navigation.ts, lib/menus/page-links.ts); the product and service menus list their entries.
 */
export const navigationSchema = z.strictObject({
  pages: section('Page names in menus', {
    products: fixed('Products', 'Products'),
    services: fixed('Services', 'Services'),
    caseStudies: fixed('Case Studies', 'Case studies'),
    about: fixed('About Us', 'About'),
    pricing: fixed('Calculate Talent Pricing', 'Talent pricing calculator'),
    careers: fixed('Careers', 'Careers'),
    blog: fixed('Blog', 'Blog'),
    training: fixed('Training', 'Training'),
    contact: fixed('Contact', 'Contact'),
    contactPage: copy(
      'Contact page',
      'The contact page (/contact/), in the header and the mobile menu; the footer’s Contact leads to the home page’s contact section, as the specification asks.',
    ),
  }).describe(
    'The header’s menus and links, the mobile menu, the footer’s Company column and the main sections on the not-found page and in search.',
  ),
  allProducts: copy('Link to all products', 'At the end of the Products menu and of the mobile menu’s products.'),
  allInGroup: template(
    'Link to a product group’s page',
    ['group'],
    'At the end of each group in the Products menu and the mobile menu, after its first products.',
  ),
  enterpriseIt: fixed('Enterprise IT', 'Enterprise IT submenu of the Services menu'),
  enterpriseOverview: copy('Link to the Enterprise IT hub', 'At the end of the Enterprise IT submenu.'),
  footer: section('Footer column headings', {
    services: fixed('Services', 'Services column'),
    company: fixed('Company', 'Company column, and the mobile menu’s group of company pages'),
    connect: fixed('Connect', 'Connect column'),
  }),
  landmarks: section('Menu names for screen readers', {
    main: copy('Header menu'),
    mobile: copy('Mobile menu'),
    mainSections: copy('Main sections', 'On the not-found page.'),
  }),
});
