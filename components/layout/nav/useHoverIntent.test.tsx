import { fireEvent, render } from '@testing-library/react';
import { useHoverIntent } from './useHoverIntent';

function Target(props: Parameters<typeof useHoverIntent>[0]) {
  const hover = useHoverIntent(props);
  return <div data-testid="target" onPointerEnter={hover.onPointerEnter} onPointerLeave={hover.onPointerLeave} />;
}

/** Renders a target with `props`; each move of the pointer (a mouse unless said) is followed by `ms` of waiting. */
function hovered(props: Parameters<typeof useHoverIntent>[0]) {
  const { getByTestId, unmount } = render(<Target {...props} />);
  const move =
    (event: 'pointerEnter' | 'pointerLeave') =>
    (ms: number, pointerType = 'mouse') => {
      fireEvent[event](getByTestId('target'), { pointerType });
      jest.advanceTimersByTime(ms);
    };
  return { enter: move('pointerEnter'), leave: move('pointerLeave'), unmount };
}

describe('hover intent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the mouse rests for the delay, not when it only passes over', () => {
    const onEnter = jest.fn();
    const pointer = hovered({ onEnter, enterDelayMs: 100 });
    pointer.enter(60);
    pointer.leave(200);
    expect(onEnter).not.toHaveBeenCalled();
    pointer.enter(100);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('closes after the leave delay unless the mouse comes back first', () => {
    const onEnter = jest.fn();
    const onLeave = jest.fn();
    const pointer = hovered({ onEnter, onLeave, leaveDelayMs: 150 });
    pointer.enter(0);
    expect(onEnter).toHaveBeenCalledTimes(1);
    pointer.leave(100);
    pointer.enter(500);
    expect(onLeave).not.toHaveBeenCalled();
    pointer.leave(150);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('leaves touch and pen to clicks', () => {
    const onEnter = jest.fn();
    hovered({ onEnter }).enter(1000, 'touch');
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('runs nothing pending once unmounted', () => {
    const onEnter = jest.fn();
    const pointer = hovered({ onEnter, enterDelayMs: 100 });
    pointer.enter(0);
    pointer.unmount();
    jest.advanceTimersByTime(100);
    expect(onEnter).not.toHaveBeenCalled();
  });
});
