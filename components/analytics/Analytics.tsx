'use client';

import { useEffect } from 'react';

/**
 * Once the browser is idle after the page has started, loads the code that notes how this visit
 * began (for the forms' attribution fields) and, in a build with analytics, the provider: never
 * on the critical path, and when analytics is off nothing is requested from any other host.
 */
export default function Analytics() {
  useEffect(() => {
    // Safari before 18.4 has no requestIdleCallback. Runs once per page load: nothing to cancel.
    // A failed download (offline, a redeploy) leaves the visit unmeasured; forms still fill
    // their attribution fields from the page they are on.
    (window.requestIdleCallback ?? setTimeout)(
      () =>
        void import('./start').then(
          (analytics) => analytics.start(),
          () => {},
        ),
    );
  }, []);
  return null;
}
