import { currentVisit } from '@/components/analytics/visit';
import { attributionFields, type Attribution, type Visit } from '@/lib/attribution';
import { stripBasePath } from '@/lib/paths';

// A page load is one moment of one visit: read it once, for every form on the page.
let visitOfThisPage: Visit | null = null;

/** Where the visit came from and the page the form is sent from (lib/attribution.ts), for a send by script. */
export function pageAttribution(): Attribution {
  return attributionFields((visitOfThisPage ??= currentVisit()), stripBasePath(window.location.pathname));
}
