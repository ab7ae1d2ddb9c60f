/** Room kept between a submenu and the viewport's edges. */
const EDGE_MARGIN_PX = 8;
/** Space between a submenu and the menu beside it. */
const GAP_PX = 4;

/**
 * Where a submenu goes, as an offset from the left edge of the row holding its trigger: right
 * of the menu when it fits, else left of it, else as far right as the viewport allows without
 * leaving its left edge.
 */
export function submenuOffset(row: { left: number; right: number }, width: number, viewportWidth: number): number {
  let left = row.right + GAP_PX;
  if (left + width > viewportWidth - EDGE_MARGIN_PX) left = row.left - GAP_PX - width;
  if (left < EDGE_MARGIN_PX) left = Math.max(EDGE_MARGIN_PX, viewportWidth - EDGE_MARGIN_PX - width);
  return left - row.left;
}
