'use client';

import { useLoggedError } from '@/components/layout/useLoggedError';
import ui from '@/content/copy/ui.yaml';

/** Last resort when the root layout itself fails: plain markup, no shared components. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useLoggedError('Rendering failed at startup', error);

  return (
    <html lang="en-IN">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center', color: '#1e1b4b' }}
      >
        <h1>{ui.error.title}</h1>
        <p>{ui.error.startup}</p>
        <button type="button" onClick={reset} style={{ marginTop: '1.5rem', padding: '0.75rem 1.5rem' }}>
          {ui.error.retry}
        </button>
      </body>
    </html>
  );
}
