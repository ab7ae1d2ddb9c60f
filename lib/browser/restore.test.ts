import { onRestore } from './restore';

function show(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('onRestore', () => {
  it('answers a page shown again from the back/forward cache, not a fresh load', () => {
    const back = jest.fn();
    const stop = onRestore(back);
    show(false);
    expect(back).not.toHaveBeenCalled();
    show(true);
    show(true);
    expect(back).toHaveBeenCalledTimes(2);
    stop();
    show(true);
    expect(back).toHaveBeenCalledTimes(2);
  });
});
