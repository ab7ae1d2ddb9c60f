/** @jest-environment node */
import { cardColumns } from './card-columns';

/** How many columns the classes give at the widest breakpoint they name. */
function widest(count: number): number {
  const classes = cardColumns(count);
  return Number(
    (/xl:grid-cols-(\d)/.exec(classes) ?? /lg:grid-cols-(\d)/.exec(classes) ?? /sm:grid-cols-(\d)/.exec(classes))![1],
  );
}

/** How many cards the last row holds at the widest breakpoint the classes name. */
function lastRow(count: number): number {
  const columns = widest(count);
  return count % columns || columns;
}

test('no count of cards above one leaves a card alone on the last row', () => {
  for (let count = 2; count <= 40; count++) expect([count, lastRow(count)]).not.toEqual([count, 1]);
});

test('three a row where three leave none alone: 3, 5, 6 and 9 cards', () => {
  for (const count of [3, 5, 6, 9]) expect(cardColumns(count)).toBe('sm:grid-cols-2 lg:grid-cols-3');
});

test('19 cards, six rows of three and one alone, become four a row on wide screens', () => {
  expect(cardColumns(19)).toBe('sm:grid-cols-2 xl:grid-cols-4');
  expect(lastRow(19)).toBe(3);
});

test('a single row of two, three or four cards fills the width: no column is left empty', () => {
  for (const count of [2, 3, 4]) expect([count, lastRow(count)]).toEqual([count, widest(count)]);
});
