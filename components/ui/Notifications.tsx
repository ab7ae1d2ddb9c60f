'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { IslandBoundary, lazyWithRetry } from './lazy-island';
import { NOTIFY_EVENT, type Notice } from './notify';
import ui from '@/content/copy/ui.yaml';

const ToasterHost = lazyWithRetry(() => import('./ToasterHost'));

/**
 * A notice as plain text, for when the notification library could not download: it stays
 * until the next notice (which tries the library again) so it cannot be missed.
 */
function PlainNotice({ notice }: { notice: Notice }) {
  const urgent = notice.variant === 'destructive';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-variant={notice.variant ?? 'info'}
      className={`fixed top-20 right-4 z-[60] w-[min(24rem,calc(100vw-2rem))] rounded-xl border p-4 shadow-lg sm:top-auto sm:bottom-4 ${
        urgent ? 'border-red-700 bg-red-700 text-white' : 'border-brand-200 bg-white text-slate-900'
      }`}
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.description}</p>
    </div>
  );
}

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
    <section
      ref={region}
      aria-label={ui.notifications.region}
      aria-live="polite"
      tabIndex={-1}
      className="print-hidden focus:outline-none"
    >
      {notices.length > 0 ? (
        <IslandBoundary
          name="Notifications"
          resetKey={notices.length}
          fallback={<PlainNotice notice={notices.at(-1)!} />}
        >
          <Suspense fallback={null}>
            <ToasterHost notices={notices} />
          </Suspense>
        </IslandBoundary>
      ) : null}
    </section>
  );
}
