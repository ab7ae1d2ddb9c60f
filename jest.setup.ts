// The DOM matchers' types, for the tests that run in jsdom (their code loads below, only there).
/// <reference types="@testing-library/jest-dom" />

// jsdom lacks these browser APIs, which the islands' reduced-motion checks and scrolling use. Tests that
// render as the build does (`@jest-environment node`) have no window at all.
if (typeof window !== 'undefined') {
  // The DOM matchers and queries, loaded only where there is a DOM: a file in the node environment
  // would pay for loading them and use none.
  require('@testing-library/jest-dom');
  // findBy and waitFor wait as long as the test may (jest.config.mjs): their 1 s default is reached
  // on a busy machine by a wait that passes alone.
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({
    asyncUtilTimeout: 2_147_483_647,
  });

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
