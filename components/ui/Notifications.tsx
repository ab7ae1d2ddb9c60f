'use client';

import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';

/** The notification region: F8 moves focus to it so keyboard users can reach a notice. */
export default function Notifications() {
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        const target = region.current?.querySelector<HTMLElement>('button') ?? region.current;
        target?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} aria-label="Notifications (F8)" tabIndex={-1} className="focus:outline-none">
      <Toaster position="bottom-right" gutter={8} containerStyle={{ zIndex: 60 }} />
    </section>
  );
}
