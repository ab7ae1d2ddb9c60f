import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl, route } from './paths';

/** The public origin: SITE_URL at build time, else the site config's default. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || site.defaultUrl).replace(/\/+$/, '');

interface PageMeta {
  /** Page title without the brand; the layout's template appends it. */
  title: string;
  description: string;
  path: string;
  /** Set when the title already carries the brand (e.g. the home page). */
  absoluteTitle?: boolean;
  type?: 'website' | 'article' | 'profile';
}

/** Metadata for one page: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, absoluteTitle, type = 'website' }: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path, siteUrl);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: { title: fullTitle, description, url, siteName: site.name, type, locale: 'en_IN' },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  };
}

export { route };
