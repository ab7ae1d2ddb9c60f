import type { NotFoundKind } from '@/content/not-found';

export type MissingPage = { kind: NotFoundKind } | { redirect: string };

/** Decides, from a missing URL's path (base path already removed), what the 404 page shows. */
export function classifyMissing(pathname: string): MissingPage {
  if (/^\/profile(\/|$)/.test(pathname)) return { redirect: '/about/' };
  if (/^\/products\/./.test(pathname)) return { kind: 'product' };
  if (/^\/services\/enterprise-it\/./.test(pathname)) return { kind: 'service' };
  if (/^\/services\/./.test(pathname)) return { kind: 'service' };
  if (/^\/case-studies\/./.test(pathname)) return { kind: 'caseStudy' };
  return { kind: 'general' };
}
