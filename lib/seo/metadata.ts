import { site } from '@/lib/content/site';
import { absoluteUrl, paths } from '../paths';

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
  /** The page whose Open Graph card stands for this one (the later pages of a list share its first's). */
  imageOf?: string;
}

/** Where a page's Open Graph card is drawn at build time (app/og/[...file]/route.tsx), and its size. */
export const ogCardPath = (path: string) => `/og${path}og.png`;
export const OG_SIZE = { width: 1200, height: 630 };

/**
 * A page's metadata, in the shape of Next's `Metadata` without naming it, so the page registry
 * the content check loads needs nothing of Next; the route bindings (lib/pages/route.ts) type it.
 */
export type PageMetadata = ReturnType<typeof pageMetadata>;

export function pageMetadata({ title, description, path, absoluteTitle, type = 'website', imageOf = path }: PageMeta) {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path, siteUrl);
  const image = { url: absoluteUrl(ogCardPath(imageOf), siteUrl), ...OG_SIZE, alt: fullTitle, type: 'image/png' };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': [{ url: absoluteUrl(paths.feed, siteUrl), title: `${site.name} blog` }] },
    },
    openGraph: { title: fullTitle, description, url, siteName: site.name, type, locale: 'en_IN', images: [image] },
    twitter: { card: 'summary_large_image' as const, title: fullTitle, description, images: [image.url] },
  };
}

/** Text cut at a word boundary to fit a meta description (at most `max` characters). */
export function clipText(text: string, max = 160): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/[\s,;:.]+\S*$/, '')}…`;
}
