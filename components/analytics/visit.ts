import { rememberVisit, visitFrom, type Visit } from '@/lib/analytics/attribution';
import { stripBasePath } from '@/lib/paths';

/** This visit's attribution, remembered for the tab's lifetime when the browser allows it. */
export function currentVisit(): Visit {
  const { origin, pathname, search } = window.location;
  const visit = visitFrom({ origin, pathname: stripBasePath(pathname), search }, document.referrer);
  try {
    // Reading the property itself throws where storage is blocked.
    return rememberVisit(window.sessionStorage, visit);
  } catch {
    return visit;
  }
}
