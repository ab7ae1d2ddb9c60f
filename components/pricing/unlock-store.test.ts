import { isUnlocked, unlock } from './unlock-store';

describe('unlock store', () => {
  it('stays unlocked for the page view when site storage is blocked', () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(isUnlocked()).toBe(false);
    unlock();
    expect(isUnlocked()).toBe(true);
    blocked.mockRestore();
  });
});
