'use client';

import { useLoggedError } from '@/components/layout/useLoggedError';
import { buttonStyles } from '@/components/ui/button';
import ui from '@/content/copy/ui.yaml';

/** Catches rendering failures below the layout; the header and footer stay usable. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useLoggedError('Rendering failed', error);

  return (
    <section className="container-page section text-center">
      <h1 className="text-title font-bold">{ui.error.title}</h1>
      <p className="mx-auto mt-4 max-w-xl">{ui.error.text}</p>
      <button type="button" onClick={reset} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        {ui.error.retry}
      </button>
    </section>
  );
}
