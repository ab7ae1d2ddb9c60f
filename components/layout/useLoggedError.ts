import { useEffect } from 'react';
import { logger } from '@/lib/logger';

/** What Next gives an error boundary (app/error.tsx, app/global-error.tsx). */
export interface ErrorBoundaryProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** Logs the error a boundary caught, once per error. */
export function useLoggedError(message: string, error: Error) {
  useEffect(() => {
    logger.error(message, error);
  }, [message, error]);
}
