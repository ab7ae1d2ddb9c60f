/**
 * The next page fades in once it is shown, after a link or Back on this site, in place of a
 * cross-document view transition: where the browser composites in software, the transition's two
 * full-screen snapshots held the new page's first frame back by 100 to 250 ms (docs/performance.md).
 * Here the first frame paints at once, its main already partly visible, and the fade follows.
 */
const FADE: Keyframe[] = [{ opacity: 0.4 }, { opacity: 1 }];
const TIMING: KeyframeAnimationOptions = { duration: 200, easing: 'ease-out' };

export function entryFade(doc: Document): void {
  // A prerendered page is revealed on activation, so the fade starts when the visitor sees it.
  addEventListener(
    'pagereveal',
    () => {
      // `from` is null after another site, a new tab or the address bar's first page.
      const activation = 'navigation' in window ? navigation.activation : null;
      if (!activation?.from || activation.navigationType === 'reload') return;
      if (!matchMedia('(prefers-reduced-motion: no-preference)').matches) return;
      doc.getElementById('main')?.animate(FADE, TIMING);
    },
    true,
  );
}
