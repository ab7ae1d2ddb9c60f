import { useEffect } from 'react';
import { logger } from '@/lib/browser/logger';

/** Logs the error a boundary (app/error.tsx, app/global-error.tsx) caught, once per error. */
export function useLoggedError(message: string, error: Error) {
  useEffect(() => {
    logger.error(message, error);
  }, [message, error]);
}
