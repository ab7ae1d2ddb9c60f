'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { logger } from '@/lib/logger';

/** Logs startup progress once and a page view on every route change (console only). */
export default function RouteEvents() {
  const pathname = usePathname();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logger.info('Starting Quantivo site');
    logger.success('Page hydrated and interactive');
    // Lets tests (and analytics) know the islands are live.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    // A new path starts at the top; links to an anchor (/#contact) land on their section.
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    logger.info('Page view', pathname);
  }, [pathname]);

  return null;
}
