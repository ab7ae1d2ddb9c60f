import { fireEvent, render } from '@testing-library/react';
import { useHoverIntent } from './useHoverIntent';

function Target(props: Parameters<typeof useHoverIntent>[0]) {
  const hover = useHoverIntent(props);
  return <div data-testid="target" onPointerEnter={hover.onPointerEnter} onPointerLeave={hover.onPointerLeave} />;
}

const mouse = { pointerType: 'mouse' };

describe('hover intent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the mouse rests for the delay, not when it only passes over', () => {
    const onEnter = jest.fn();
    const { getByTestId } = render(<Target onEnter={onEnter} enterDelayMs={100} />);
    fireEvent.pointerEnter(getByTestId('target'), mouse);
    jest.advanceTimersByTime(60);
    fireEvent.pointerLeave(getByTestId('target'), mouse);
    jest.advanceTimersByTime(200);
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.pointerEnter(getByTestId('target'), mouse);
    jest.advanceTimersByTime(100);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('closes after the leave delay unless the mouse comes back first', () => {
    const onEnter = jest.fn();
    const onLeave = jest.fn();
    const { getByTestId } = render(<Target onEnter={onEnter} onLeave={onLeave} leaveDelayMs={150} />);
    fireEvent.pointerEnter(getByTestId('target'), mouse);
    expect(onEnter).toHaveBeenCalledTimes(1);
    fireEvent.pointerLeave(getByTestId('target'), mouse);
    jest.advanceTimersByTime(100);
    fireEvent.pointerEnter(getByTestId('target'), mouse);
    jest.advanceTimersByTime(500);
    expect(onLeave).not.toHaveBeenCalled();
    fireEvent.pointerLeave(getByTestId('target'), mouse);
    jest.advanceTimersByTime(150);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('leaves touch and pen to clicks', () => {
    const onEnter = jest.fn();
    const { getByTestId } = render(<Target onEnter={onEnter} />);
    fireEvent.pointerEnter(getByTestId('target'), { pointerType: 'touch' });
    jest.advanceTimersByTime(1000);
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('runs nothing pending once unmounted', () => {
    const onEnter = jest.fn();
    const { getByTestId, unmount } = render(<Target onEnter={onEnter} enterDelayMs={100} />);
    fireEvent.pointerEnter(getByTestId('target'), mouse);
    unmount();
    jest.advanceTimersByTime(100);
    expect(onEnter).not.toHaveBeenCalled();
  });
});
