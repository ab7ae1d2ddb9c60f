import { getQuoteState, quoteList } from './quote-store';

const KEY = 'quantivo:quote-list';

describe('quote store', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    quoteList.clear();
  });

  it('keeps the list in site storage, so a reload or another tab finds it', () => {
    quoteList.add('low-power-oru', 40);
    quoteList.add('switch', 6);
    quoteList.setQuantity('switch', 8);
    quoteList.setNote('switch', '48-port');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]')).toEqual([
      { slug: 'low-power-oru', quantity: 40, note: '' },
      { slug: 'switch', quantity: 8, note: '48-port' },
    ]);
    expect(getQuoteState()).toEqual({
      items: expect.arrayContaining([expect.objectContaining({ slug: 'switch' })]),
      blocked: false,
    });
    // The same snapshot while nothing changed: React would otherwise re-render forever.
    expect(getQuoteState()).toBe(getQuoteState());
    quoteList.remove('low-power-oru');
    quoteList.clear();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(getQuoteState().items).toEqual([]);
  });

  it('keeps the list in memory for the page view when storage is blocked, and says so', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(getQuoteState()).toEqual({ items: [], blocked: true });
    quoteList.add('2u-server', 2);
    quoteList.add('2u-server', 1);
    expect(getQuoteState()).toEqual({ items: [{ slug: '2u-server', quantity: 3, note: '' }], blocked: true });
  });

  it('tells its subscribers about every change', () => {
    const heard = jest.fn();
    window.addEventListener('quantivo:quote-list', heard);
    quoteList.add('tablet', 1);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('quantivo:quote-list', heard);
  });
});
