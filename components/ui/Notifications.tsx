'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NOTIFY_EVENT, type Notice } from './notify';
import { ui } from '@/content/ui';

const ToasterHost = lazy(() => import('./ToasterHost'));

/**
 * The notification region. It stays empty, with no library loaded, until the first notice;
 * F8 moves focus to it so keyboard users can reach a notice.
 */
export default function Notifications() {
  const region = useRef<HTMLElement>(null);
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    const onNotice = (event: Event) => setNotices((list) => [...list, (event as CustomEvent<Notice>).detail]);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        const target = region.current?.querySelector<HTMLElement>('button') ?? region.current;
        target?.focus();
      }
    };
    window.addEventListener(NOTIFY_EVENT, onNotice);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotice);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <section ref={region} aria-label={ui.notifications.region} aria-live="polite" tabIndex={-1} className="focus:outline-none">
      {notices.length > 0 ? (
        <Suspense fallback={null}>
          <ToasterHost notices={notices} />
        </Suspense>
      ) : null}
    </section>
  );
}
