'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { notFound } from '@/content/not-found';
import { site } from '@/content/site';
import { classifyMissing } from '@/lib/not-found';
import { logger } from '@/lib/logger';
import { asset, stripBasePath } from '@/lib/paths';
import { NotFoundView } from './NotFoundView';

const noSubscription = () => () => {};
const browserPath = () => stripBasePath(window.location.pathname);
const serverPath = () => null;

/**
 * Static hosts answer every unknown URL with 404.html, so the message is chosen in the
 * browser from the URL: products, services and case studies get their own wording and
 * unknown profiles go to the about page. Loaded only when a page is missing.
 */
export default function MissingPage() {
  const pathname = useSyncExternalStore(noSubscription, browserPath, serverPath);
  const result = pathname === null ? { kind: 'general' as const } : classifyMissing(pathname);

  useEffect(() => {
    if (pathname === null) return;
    const missing = classifyMissing(pathname);
    if ('redirect' in missing) {
      logger.info('Unknown profile, redirecting', pathname);
      window.location.replace(asset(missing.redirect));
      return;
    }
    logger.warn('Page not found', pathname);
    document.title = `${notFound[missing.kind].title} | ${site.name}`;
  }, [pathname]);

  return <NotFoundView kind={'kind' in result ? result.kind : 'general'} />;
}
