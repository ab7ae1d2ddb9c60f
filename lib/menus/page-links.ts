/**
 * Links to the site's fixed pages, named in content/copy/navigation.yaml. Nothing here imports
 * entity content, so client islands (search) can use it without shipping the catalogue.
 */
import navigationCopy from '@/content/copy/navigation.yaml';
import type { NavLink } from './nav-types';
import { paths } from '../paths';

export type PageName = keyof typeof navigationCopy.pages;

export const pageLink = (page: PageName): NavLink => ({ label: navigationCopy.pages[page], href: paths[page] });

/** The site's main sections, offered wherever a visitor may be lost (not-found, empty search). */
export const mainSections: NavLink[] = (
  ['services', 'products', 'caseStudies', 'blog', 'careers', 'about', 'contact'] as const
).map(pageLink);
