/**
 * What a generated picture is made of: layers of plain shapes, each layer drawn in one ink.
 * Inks, not colours, are chosen here, so every motif shares the same line weights and the
 * palette is applied in one place (components/ui/GeneratedArt.tsx).
 */

/**
 * faint: hairline texture; line: the drawing; wash: translucent white fill; node: a dot or box
 * filled with the background's dark tone so lines stop at its edge; accent: the gradient's light
 * accent as a line; spot: accent fill; dots: round points drawn as zero-length strokes (`M x y h0`).
 */
export type Ink = 'faint' | 'line' | 'wash' | 'node' | 'accent' | 'spot' | 'dots' | 'accentDots';

export type Shape =
  | { kind: 'path'; d: string }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rotate?: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx?: number };

export interface Layer {
  ink: Ink;
  shapes: Shape[];
  dashed?: boolean;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Point = readonly [number, number];

export const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** One decimal is finer than a device pixel at any size the art is shown, and keeps markup short. */
export const r1 = (v: number) => Math.round(v * 10) / 10;

/** A path from its data, or from parts drawn one after another. */
export const path = (d: string | readonly string[]): Shape => ({
  kind: 'path',
  d: typeof d === 'string' ? d : d.join(''),
});
export const circle = (cx: number, cy: number, r: number): Shape => ({
  kind: 'circle',
  cx: r1(cx),
  cy: r1(cy),
  r: r1(r),
});
export const circles = (points: readonly Point[], r: number) => points.map(([x, y]) => circle(x, y, r));
export const rect = (x: number, y: number, width: number, height: number, rx = 0): Shape => ({
  kind: 'rect',
  x: r1(x),
  y: r1(y),
  width: r1(width),
  height: r1(height),
  ...(rx ? { rx } : {}),
});
export const ellipse = (cx: number, cy: number, rx: number, ry: number, rotate = 0): Shape => ({
  kind: 'ellipse',
  cx: r1(cx),
  cy: r1(cy),
  rx: r1(rx),
  ry: r1(ry),
  ...(rotate ? { rotate: r1(rotate) } : {}),
});

export const polyline = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`).join('');

export const line = (x1: number, y1: number, x2: number, y2: number) => `M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`;

/** Round points as one path (drawn by an ink with round caps). */
export const dots = (points: readonly Point[]) => points.map(([x, y]) => `M${r1(x)} ${r1(y)}h0`).join('');

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smooth(points: readonly Point[]): string {
  const p = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  let d = `M${r1(p(0)[0])} ${r1(p(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [a, b, c, e] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1: Point = [b[0] + (c[0] - a[0]) / 6, b[1] + (c[1] - a[1]) / 6];
    const c2: Point = [c[0] - (e[0] - b[0]) / 6, c[1] - (e[1] - b[1]) / 6];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(c[0])} ${r1(c[1])}`;
  }
  return d;
}

/** A point on an ellipse centred at (cx, cy), turned by `rotate` degrees, at angle t (radians). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, rotate: number, t: number): Point {
  const a = (rotate * Math.PI) / 180;
  const [x, y] = [rx * Math.cos(t), ry * Math.sin(t)];
  return [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)];
}

/** An arc of a circle from angle a to b (radians, clockwise from three o'clock). */
export function arc(cx: number, cy: number, r: number, a: number, b: number): string {
  const [x1, y1] = [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  const [x2, y2] = [cx + r * Math.cos(b), cy + r * Math.sin(b)];
  return `M${r1(x1)} ${r1(y1)}A${r1(r)} ${r1(r)} 0 ${b - a > Math.PI ? 1 : 0} 1 ${r1(x2)} ${r1(y2)}`;
}
