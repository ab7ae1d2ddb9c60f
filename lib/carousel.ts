/** Carousel index arithmetic. Navigation wraps: next on the last image shows the first. */
export function step(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** A horizontal swipe longer than this (px) changes the image. */
const SWIPE_THRESHOLD_PX = 50;

export function swipeDirection(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
