/**
 * The CMS without its Assets page, where an upload is committed straight to main with no draft or
 * review. Sveltia has no setting for it, so its buttons are hidden and its address opens the
 * collections; editors upload through an entry's picture field, with the entry's draft.
 */

/** What Sveltia calls the page, in the English it is bundled with (cms/stubs/ui-locale.ts). */
const ASSETS = 'Assets';
const ADDRESS = /^#\/assets(\/|$)/;

/** Before Sveltia reads the address: a listener added first runs first, and history.replaceState fires no event. */
function leaveAssets() {
  if (ADDRESS.test(window.location.hash)) window.history.replaceState(window.history.state, '', '#/collections');
}

function hideWaysIn() {
  for (const element of document.querySelectorAll<HTMLElement>('[role="radio"], [role="menuitem"]')) {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
    if (name !== ASSETS || element.inert) continue;
    element.inert = true;
    element.style.setProperty('display', 'none', 'important');
  }
}

export function hideAssetsPage() {
  leaveAssets();
  window.addEventListener('hashchange', leaveAssets);
  new MutationObserver(hideWaysIn).observe(document.body, { childList: true, subtree: true });
}
