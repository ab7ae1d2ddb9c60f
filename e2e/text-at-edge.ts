import type { Page } from '@playwright/test';

/**
 * No words in <main> touch the screen's edge: every line of text keeps at least MARGIN px from both
 * sides, as the page container gives it (a heading placed beside its band's container instead of
 * inside it sat at 0 px). Text a box clips (a carousel or table scrolled sideways) counts only where
 * it shows, and visually hidden text not at all; backgrounds and pictures that bleed across the
 * screen carry no text, so nothing here sees them. The route crawl (routes.spec.ts) asks it of
 * every page on a phone and on a laptop.
 */
const MARGIN = 8;

/** The lines of text in <main> that come closer than MARGIN px to either side, described. */
export function textAtTheEdge(page: Page) {
  return page.evaluate((edge) => {
    const width = document.documentElement.clientWidth;
    // The part of a box its clipping ancestors leave visible, or null when they hide it all.
    const visible = (box: DOMRect, from: Element): { left: number; right: number } | null => {
      let { left, right } = box;
      for (let el = from.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.clipPath === 'none') continue;
        const clip = el.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        if (right - left < 1) return null;
      }
      return { left, right };
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || parent.closest('.sr-only, [hidden]')) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (!line.width) continue;
        const shown = visible(line, node as unknown as Element);
        // Wholly off the screen is hidden from sight (a form's trap for bots), not at its edge.
        if (!shown || shown.right <= 0 || shown.left >= width) continue;
        if (shown.left >= edge - 0.5 && shown.right <= width - edge + 0.5) continue;
        found.push(
          `"${node.textContent.trim().slice(0, 40)}" in <${parent.tagName.toLowerCase()}> at ${Math.round(shown.left)}–${Math.round(shown.right)} px of ${width}`,
        );
        break;
      }
    }
    return found;
  }, MARGIN);
}
