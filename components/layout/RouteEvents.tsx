'use client';

import { useEffect } from 'react';
import { logger } from '@/lib/logger';
import { stripBasePath } from '@/lib/paths';

/**
 * Logs startup and the page view once per load (console only). Every link is a plain page
 * load, so there are no route changes to follow, and the browser restores the scroll
 * position on reload and Back by itself.
 */
export default function RouteEvents() {
  useEffect(() => {
    logger.info('Starting Quantivo site');
    logger.success('Page hydrated and interactive');
    logger.info('Page view', stripBasePath(window.location.pathname));
    // Lets tests (and analytics) know the islands are live.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return null;
}
