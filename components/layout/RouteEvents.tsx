'use client';

import { useEffect } from 'react';
import { logger } from '@/lib/browser/logger';
import { stripBasePath } from '@/lib/paths';
import { onRestore } from '@/lib/browser/restore';

/**
 * Logs startup and the page view once per load (console only), and the page view again when
 * Back or Forward shows the page from the back/forward cache. Every link is a plain page load,
 * so there are no route changes to follow, and the browser restores the scroll position on
 * reload and Back by itself.
 */
export default function RouteEvents() {
  useEffect(() => {
    logger.info('Starting Quantivo site');
    logger.success('Page hydrated and interactive');
    const pageView = () => logger.info('Page view', stripBasePath(window.location.pathname));
    pageView();
    // Lets tests (and analytics) know the islands are live.
    document.documentElement.dataset.hydrated = 'true';
    return onRestore(pageView);
  }, []);

  return null;
}
