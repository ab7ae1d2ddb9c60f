/**
 * Page-start every exported page carries inline, just before </body> (scripts/page-start.mjs
 * bundles this folder into one script and writes it into each page). The exported HTML already
 * shows the whole page and its first answers need no app (plain links, native disclosure, dialogs
 * and popovers, a scroll-snap carousel), so React's startup (~135 KB, then a long task) need not
 * compete with a slow phone's first paint and reading. Islands and page-start meet through the
 * attributes named in protocol.ts. Everything here runs in the page before any other script: no
 * imports beyond this folder.
 */
import { appStart } from './app-start';
import { carousels } from './carousel';
import { dialogs } from './dialogs';
import { earlyPresses } from './early-presses';
import { filteredLists } from './filtered-lists';
import { ATTR } from './protocol';

export function pageStart(): void {
  const doc = document;
  // Scripts run here: controls that need them (`.needs-js`) show now, and a press on one before
  // the app is live is kept and replayed, so nobody waits for them to appear.
  doc.documentElement.setAttribute(ATTR.js, '');
  const app = appStart(doc);
  earlyPresses(doc, app);
  carousels(doc);
  filteredLists(doc, app.start);
  dialogs(doc, app);
  app.arrive();
}
