import { closest, listen } from './listen';
import { ATTR } from './protocol';

/**
 * A carousel without the app: page-start steps and jumps the scroll-snap strip and keeps its
 * position line and dots in step. A step counts from the slide a smooth scroll is heading for, so
 * two quick presses move two slides.
 */
export function carousels(doc: Document) {
  const targets = new WeakMap<Element, number>();
  function showPosition(strip: HTMLElement, index: number) {
    const positions = JSON.parse(strip.getAttribute(ATTR.positions)!) as string[];
    const at = Math.min(positions.length - 1, Math.max(0, index));
    const shown = doc.querySelector(`[${ATTR.positionOf}="${strip.id}"]`);
    if (shown && shown.textContent !== positions[at]) shown.textContent = positions[at]!;
    doc.querySelectorAll(`[${ATTR.slideOf}="${strip.id}"]`).forEach((dot, i) => {
      if (i === at) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }
  function scrollStrip(strip: HTMLElement, to: (current: number) => number) {
    const width = strip.clientWidth;
    const count = Math.max(1, Math.round(strip.scrollWidth / width));
    const current = targets.get(strip) ?? Math.round(strip.scrollLeft / width);
    const index = ((to(current) % count) + count) % count;
    targets.set(strip, index);
    // The visible answer is immediate: the position and dot change in this frame, the slide glides in.
    showPosition(strip, index);
    strip.scrollTo({
      left: index * width,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
    });
  }
  listen('click', (event) => {
    const button = closest(event.target, `[${ATTR.scrollStep}], [${ATTR.scrollTo}]`);
    const strip = button && doc.getElementById(button.getAttribute('aria-controls') || '');
    if (!button || !strip) return;
    const to = button.getAttribute(ATTR.scrollTo);
    const step = Number(button.getAttribute(ATTR.scrollStep));
    scrollStrip(strip, (current) => (to === null ? current + step : Number(to)));
  });
  listen('keydown', (event) => {
    const strip = event.target as HTMLElement;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !strip.hasAttribute || !strip.hasAttribute(ATTR.positions)) return;
    event.preventDefault();
    scrollStrip(strip, (current) => current + step);
  });
  for (const type of ['touchstart', 'wheel'] as const) {
    listen(
      type,
      (event) => {
        const strip = closest(event.target, `[${ATTR.positions}]`);
        if (strip) targets.delete(strip);
      },
      { passive: true },
    );
  }
  listen('scroll', (event) => {
    const strip = event.target as HTMLElement;
    if (!strip.getAttribute || !strip.hasAttribute(ATTR.positions)) return;
    if (Math.abs(strip.scrollLeft - (targets.get(strip) ?? -1) * strip.clientWidth) < 2) targets.delete(strip);
    // While a step's smooth scroll runs, the position already names where it is heading.
    showPosition(strip, targets.get(strip) ?? Math.round(strip.scrollLeft / strip.clientWidth));
  });
}
