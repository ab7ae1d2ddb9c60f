/** @jest-environment node */
import { submenuOffset } from './menu-position';

// A 288 px menu row starting 900 px from the viewport's left edge.
const row = { left: 900, right: 1188 };

describe('submenu position', () => {
  it('sits right of the menu with a small gap when it fits', () => {
    expect(submenuOffset(row, 288, 1600)).toBe(292);
  });

  it('flips to the left of the menu when the right side has no room', () => {
    expect(submenuOffset(row, 288, 1280)).toBe(-292);
  });

  it('stays inside the viewport when neither side has room', () => {
    const narrow = { left: 100, right: 388 };
    // 700 px fits neither right of 388 nor left of 100 in 1000 px: it ends 8 px from the right edge.
    expect(narrow.left + submenuOffset(narrow, 700, 1000)).toBe(1000 - 8 - 700);
  });

  it('never leaves the left edge, even wider than the viewport', () => {
    const narrow = { left: 100, right: 388 };
    expect(narrow.left + submenuOffset(narrow, 1200, 1000)).toBe(8);
  });
});
