import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy and waitFor wait as long as the test may (jest.config.mjs): their 1 s default is reached
// on a busy machine by a wait that passes alone.
configure({ asyncUtilTimeout: 2_147_483_647 });

// jsdom lacks these browser APIs, which the islands' reduced-motion checks and scrolling use. Tests that
// render as the build does (`@jest-environment node`) have no window at all.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};

  // jsdom has no PointerEvent: a MouseEvent carries the coordinates the swipe code reads.
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventStub;
  }
}
