'use client';

import { lazy, Suspense, type ReactNode } from 'react';

// Every page carries the root not-found boundary, so its URL logic loads only when used.
const MissingPage = lazy(() => import('./MissingPage'));

/** Shows the server-rendered general page until the URL-specific message has loaded. */
export default function MissingPageLoader({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MissingPage />
    </Suspense>
  );
}
