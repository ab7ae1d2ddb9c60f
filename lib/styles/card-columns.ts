/**
 * The columns of a grid of `count` cards that leave no card alone on the last row on wide
 * screens, and a single row no empty column: three a row, but two then four where three would strand one, and three then five where
 * four would strand one too (13, 25 cards). Tailwind classes, written whole so its scan finds them.
 */
export function cardColumns(count: number): string {
  // Two cards are a row of two, which three columns would leave a third empty.
  if (count === 2) return 'sm:grid-cols-2';
  if (count % 3 !== 1 || count === 1) return 'sm:grid-cols-2 lg:grid-cols-3';
  return count % 4 !== 1 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';
}
