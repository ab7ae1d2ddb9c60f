/**
 * The CMS without its Assets page: an upload there is committed straight to main, with no draft,
 * no pull request and no review. Editors upload through an entry's picture field instead, which
 * saves the picture with the entry's draft (Editorial Workflow). Sveltia has no setting for this
 * (it shows the page whenever a media folder is set, and picture fields need one), so the way in
 * is taken away here: the page switcher's button and the "+" menu's item are hidden and inert,
 * and the page's address, typed or reached by a keyboard shortcut, opens the collections.
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
