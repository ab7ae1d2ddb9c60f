/** @jest-environment node */
import { menuKeyTarget, type MenuKey } from './menu-keys';
import { createTypeahead, TYPEAHEAD_RESET_MS } from './typeahead';

const labels = ['IT Talent Acquisition', 'Quantum Computing', 'Quantum Security', 'SAP ERP', 'Enterprise IT'];
const press = (key: string, modifiers: Partial<MenuKey> = {}): MenuKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('menu keys', () => {
  it('steps with the arrows and wraps at both ends', () => {
    const t = createTypeahead(() => 0);
    expect(menuKeyTarget(press('ArrowDown'), labels, 1, t)).toBe(2);
    expect(menuKeyTarget(press('ArrowDown'), labels, 4, t)).toBe(0);
    expect(menuKeyTarget(press('ArrowUp'), labels, 1, t)).toBe(0);
    expect(menuKeyTarget(press('ArrowUp'), labels, 0, t)).toBe(4);
  });

  it('jumps to the first and last item with Home and End', () => {
    const t = createTypeahead(() => 0);
    expect(menuKeyTarget(press('Home'), labels, 3, t)).toBe(0);
    expect(menuKeyTarget(press('End'), labels, 1, t)).toBe(4);
  });

  it('searches by typeahead for printable characters, resetting after a pause', () => {
    let now = 0;
    const t = createTypeahead(() => now);
    expect(menuKeyTarget(press('s'), labels, 1, t)).toBe(3);
    now += TYPEAHEAD_RESET_MS + 1;
    expect(menuKeyTarget(press('E'), labels, 3, t)).toBe(4);
    expect(menuKeyTarget(press('z'), labels, 4, t)).toBe(-1);
  });

  it('leaves shortcuts, spaces and other keys to the page', () => {
    const t = createTypeahead(() => 0);
    expect(menuKeyTarget(press('s', { ctrlKey: true }), labels, 0, t)).toBeNull();
    expect(menuKeyTarget(press('s', { metaKey: true }), labels, 0, t)).toBeNull();
    expect(menuKeyTarget(press('s', { altKey: true }), labels, 0, t)).toBeNull();
    expect(menuKeyTarget(press(' '), labels, 0, t)).toBeNull();
    expect(menuKeyTarget(press('Tab'), labels, 0, t)).toBeNull();
    expect(menuKeyTarget(press('ArrowRight'), labels, 0, t)).toBeNull();
    expect(t.buffer).toBe('');
  });
});
