/**
 * Page-start, inline before </body> of every page (scripts/page-start.mjs): the HTML already
 * answers the first taps, so React's start-up need not compete with a slow phone's first paint.
 * It runs before any other script, so it imports nothing beyond this folder.
 */
import { appStart } from './app-start';
import { carousels } from './carousel';
import { dialogs } from './dialogs';
import { earlyPresses } from './early-presses';
import { entryFade } from './entry-fade';
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
  entryFade(doc);
  app.arrive();
}
