/** @jest-environment node */
import {
  listFromFragment,
  listToFragment,
  addItem,
  parseList,
  parseQuantity,
  quoteFields,
  removeItem,
  serializeList,
  setNote,
  setQuantity,
  QUANTITY,
} from './quote-list';

describe('quote list', () => {
  it('takes whole quantities of 1 or more, and nothing else', () => {
    expect(parseQuantity('40')).toBe(40);
    expect(parseQuantity(' 6 ')).toBe(6);
    expect(parseQuantity(3)).toBe(3);
    for (const wrong of ['', '0', '-2', '2.5', '1e3', 'ten', String(QUANTITY.max + 1)])
      expect(parseQuantity(wrong)).toBeNull();
  });

  it('adds a product once, adding to its quantity when it is added again', () => {
    let items = addItem([], 'low-power-oru', 40);
    items = addItem(items, 'switch', 6);
    items = addItem(items, 'low-power-oru', 2);
    expect(items).toEqual([
      { slug: 'low-power-oru', quantity: 42, note: '' },
      { slug: 'switch', quantity: 6, note: '' },
    ]);
    expect(addItem([{ slug: 'a', quantity: QUANTITY.max, note: '' }], 'a', 5)[0]?.quantity).toBe(QUANTITY.max);
  });

  it('changes a quantity or a note and removes an item, leaving the others alone', () => {
    const items = [
      { slug: 'a', quantity: 1, note: '' },
      { slug: 'b', quantity: 2, note: 'x' },
    ];
    expect(setQuantity(items, 'a', 9)).toEqual([{ slug: 'a', quantity: 9, note: '' }, items[1]]);
    expect(setNote(items, 'b', 'armoured')).toEqual([items[0], { slug: 'b', quantity: 2, note: 'armoured' }]);
    expect(removeItem(items, 'a')).toEqual([items[1]]);
  });

  it('reads back what it stored, and survives anything else found in storage', () => {
    const items = [{ slug: 'power-cables', quantity: 3000, note: '4-core, armoured' }];
    expect(parseList(serializeList(items))).toEqual(items);
    expect(parseList(null)).toEqual([]);
    expect(parseList('not json')).toEqual([]);
    expect(parseList('{"slug":"a"}')).toEqual([]);
    expect(
      parseList(
        '[{"slug":"a","quantity":0},{"slug":"b","quantity":2},{"slug":"b","quantity":5},{"quantity":1},null,{"slug":"c","quantity":1,"note":7}]',
      ),
    ).toEqual([
      { slug: 'b', quantity: 2, note: '' },
      { slug: 'c', quantity: 1, note: '' },
    ]);
  });

  it('sends every item with its quantity, page and note, and a readable summary', () => {
    const fields = quoteFields(
      [
        { slug: 'low-power-oru', quantity: 40, note: '' },
        { slug: 'switch', quantity: 6, note: ' 48-port ' },
      ],
      (slug) => ({
        title: slug === 'switch' ? 'Switch' : 'Low-Power O-RU',
        url: `https://example.com/products/${slug}/`,
      }),
    );
    expect(fields).toEqual({
      item_count: '2',
      item_1_product: 'Low-Power O-RU',
      item_1_url: 'https://example.com/products/low-power-oru/',
      item_1_quantity: '40',
      item_2_product: 'Switch',
      item_2_url: 'https://example.com/products/switch/',
      item_2_quantity: '6',
      item_2_note: '48-port',
      items: '40 × Low-Power O-RU\n6 × Switch (48-port)',
    });
  });
});

describe('the list in a link fragment (site storage blocked)', () => {
  it('carries products and quantities, never notes, and reads them back', () => {
    const items = [
      { slug: 'low-power-oru', quantity: 40, note: 'Delivery to Pune, call Kavya' },
      { slug: 'switch', quantity: 6, note: '' },
    ];
    const fragment = listToFragment(items);
    expect(fragment).toBe('items=low-power-oru:40,switch:6');
    expect(listFromFragment(`#${fragment}`)).toEqual([
      { slug: 'low-power-oru', quantity: 40, note: '' },
      { slug: 'switch', quantity: 6, note: '' },
    ]);
  });

  it('drops what is not an item, and ignores other fragments', () => {
    expect(listFromFragment('#items=switch:0,laptop:2.5,<b>:3,tablet:2,tablet:9')).toEqual([
      { slug: 'tablet', quantity: 2, note: '' },
    ]);
    expect(listFromFragment('#contact')).toEqual([]);
    expect(listFromFragment('')).toEqual([]);
  });
});
