import { rememberVisit, visitFrom, type Visit } from '@/lib/attribution';
import { stripBasePath } from '@/lib/paths';

/** This visit's attribution, remembered for the tab's lifetime when the browser allows it. */
export function currentVisit(): Visit {
  let storage: Storage | null = null;
  try {
    // Reading the property itself throws where storage is blocked.
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const { origin, pathname, search } = window.location;
  return rememberVisit(storage, visitFrom({ origin, pathname: stripBasePath(pathname), search }, document.referrer));
}
