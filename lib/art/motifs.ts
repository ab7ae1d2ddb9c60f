/**
 * The vocabulary of subject drawings. Each motif draws into a box from a seeded source: the
 * seed sets its proportions, counts and highlights, the motif keeps the subject recognisable.
 * Line-art in white on the entry's gradient, with one accent, at the shared line weights.
 */
import type { Rand } from './random';
import {
  arc,
  circle,
  circles,
  dots,
  ellipse,
  onEllipse,
  path,
  line,
  polyline,
  r1,
  rect,
  smooth,
  times,
  type Box,
  type Layer,
  type Point,
} from './shapes';

export type Motif = (r: Rand, box: Box) => Layer[];

const centre = (b: Box): Point => [b.x + b.w / 2, b.y + b.h / 2];
const size = (b: Box) => Math.min(b.w, b.h) / 2;

/** Electrons on two to four orbits around a nucleus. */
const orbitals: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const s = size(b);
  const n = r.int(2, 4);
  const tilt = r.between(0, 180);
  const ry = s * r.between(0.26, 0.4);
  const orbits = times(n, (i) => tilt + (180 / n) * i);
  const electrons = orbits.map((rot) => onEllipse(cx, cy, s * 0.96, ry, rot, r.between(0, 6.28)));
  return [
    { ink: 'faint', dashed: true, shapes: [circle(cx, cy, s * 1.02)] },
    { ink: 'line', shapes: orbits.map((rot) => ellipse(cx, cy, s * 0.96, ry, rot)) },
    { ink: 'spot', shapes: [circle(cx, cy, s * 0.12)] },
    { ink: 'accent', shapes: [circle(cx, cy, s * 0.22)] },
    { ink: 'accentDots', shapes: [path(dots(electrons))] },
  ];
};

/** A grid of coupled qubits, a few of them entangled (highlighted). */
const qubitLattice: Motif = (r, b) => {
  const cols = r.int(4, 6);
  const rows = r.int(3, 4);
  const gap = Math.min(b.w / cols, b.h / rows);
  const [ox, oy] = [b.x + (b.w - gap * (cols - 1)) / 2, b.y + (b.h - gap * (rows - 1)) / 2];
  const at = (c: number, row: number): Point => [ox + c * gap + (row % 2 ? gap * 0.25 : 0), oy + row * gap];
  const edges: string[] = [];
  const nodes: Point[] = [];
  for (let row = 0; row < rows; row++)
    for (let c = 0; c < cols; c++) {
      nodes.push(at(c, row));
      if (c < cols - 1 && r.chance(0.8)) edges.push(line(...at(c, row), ...at(c + 1, row)));
      if (row < rows - 1 && r.chance(0.6)) edges.push(line(...at(c, row), ...at(c, row + 1)));
    }
  const start = r.int(0, nodes.length - 3);
  const lit = nodes.slice(start, start + 2);
  return [
    { ink: 'line', shapes: [path(edges)] },
    { ink: 'node', shapes: circles(nodes, gap * 0.14) },
    { ink: 'accent', shapes: [path(polyline(lit))] },
    { ink: 'spot', shapes: circles(lit, gap * 0.14) },
  ];
};

/** A Bloch sphere with its equator, axis and a state vector. */
const bloch: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const R = size(b) * 0.92;
  const theta = r.between(0.35, 1.25);
  const phi = r.between(0, 6.28);
  const tip: Point = [
    cx + R * Math.sin(theta) * Math.cos(phi),
    cy - R * Math.cos(theta) + R * 0.3 * Math.sin(theta) * Math.sin(phi),
  ];
  const axis = line(cx, cy - R * 1.12, cx, cy + R * 1.12);
  return [
    { ink: 'wash', shapes: [circle(cx, cy, R)] },
    { ink: 'line', shapes: [circle(cx, cy, R), ellipse(cx, cy, R, R * 0.3)] },
    { ink: 'faint', dashed: true, shapes: [path(axis), ellipse(cx, cy, R * Math.abs(Math.cos(phi)) + 1, R)] },
    { ink: 'accent', shapes: [path(polyline([[cx, cy], tip]))] },
    { ink: 'spot', shapes: [circle(cx, cy, 2.5), circle(tip[0], tip[1], 4)] },
  ];
};

/** A quantum circuit: wires, gates and a controlled-NOT. */
const circuit: Motif = (r, b) => {
  const wires = r.int(3, 4);
  const gap = b.h / wires;
  const ys = times(wires, (i) => b.y + gap * (i + 0.5));
  const g = Math.min(gap * 0.55, 18);
  const slots = 5;
  const step = b.w / slots;
  const gates: [number, number][] = [];
  for (let s = 0; s < slots; s++) for (let w = 0; w < wires; w++) if (r.chance(0.3)) gates.push([s, w]);
  const cnotSlot = r.int(1, slots - 1);
  const free = (w: number) => !gates.some(([s, gw]) => s === cnotSlot && gw === w);
  const control = r.int(0, wires - 2);
  const target = r.int(control + 1, wires - 1);
  const x = b.x + step * (cnotSlot + 0.5);
  const [yc, yt] = [ys[control]!, ys[target]!];
  const kept = gates.filter(([s, w]) => !(s === cnotSlot && w >= control && w <= target));
  return [
    { ink: 'line', shapes: [path(ys.map((y) => line(b.x, y, b.x + b.w, y)))] },
    { ink: 'node', shapes: kept.map(([s, w]) => rect(b.x + step * (s + 0.5) - g / 2, ys[w]! - g / 2, g, g, 3)) },
    { ink: 'accent', shapes: free(target) ? [path(line(x, yc, x, yt + g * 0.4)), circle(x, yt, g * 0.4)] : [] },
    { ink: 'spot', shapes: [circle(x, yc, 3.5)] },
  ];
};

/** Points of a skewed two-dimensional lattice with a short basis (lattice cryptography). */
const lattice: Motif = (r, b) => {
  const u = size(b) * r.between(0.32, 0.42);
  const skew = r.between(0.2, 0.6);
  const b1: Point = [u, u * r.between(-0.15, 0.15)];
  const b2: Point = [u * skew, u * r.between(0.75, 0.95)];
  const [cx, cy] = centre(b);
  const points: Point[] = [];
  for (let i = -6; i <= 6; i++)
    for (let j = -4; j <= 4; j++) {
      const p: Point = [cx + i * b1[0] + j * b2[0], cy + i * b1[1] + j * b2[1]];
      if (p[0] >= b.x && p[0] <= b.x + b.w && p[1] >= b.y && p[1] <= b.y + b.h) points.push(p);
    }
  const e1: Point = [cx + b1[0], cy + b1[1]];
  const e2: Point = [cx + b2[0], cy + b2[1]];
  return [
    { ink: 'wash', shapes: [path(`${polyline([[cx, cy], e1, [e1[0] + b2[0], e1[1] + b2[1]], e2])}Z`)] },
    { ink: 'dots', shapes: [path(dots(points))] },
    { ink: 'accent', shapes: [path(line(cx, cy, ...e1) + line(cx, cy, ...e2))] },
    { ink: 'accentDots', shapes: [path(dots([[cx, cy], e1, e2]))] },
  ];
};

/** A key whose teeth come from the seed, inside rings. */
const key: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const s = size(b);
  const bowX = cx - s * 0.9;
  const bowR = s * 0.38;
  const end = cx + s * 1.05;
  const teeth = times(r.int(3, 5), (i) => [end - s * 0.14 - i * s * 0.2, s * r.between(0.14, 0.34)] as const);
  const bit = teeth.map(([x, h]) => `M${r1(x)} ${r1(cy)}v${r1(h)}h${r1(s * 0.1)}v${r1(-h)}`).join('');
  return [
    { ink: 'faint', dashed: true, shapes: [circle(bowX, cy, bowR * 1.7), circle(bowX, cy, bowR * 2.4)] },
    { ink: 'line', shapes: [circle(bowX, cy, bowR), path(`M${r1(bowX + bowR)} ${r1(cy)}H${r1(end)}${bit}`)] },
    { ink: 'accent', shapes: [circle(bowX, cy, bowR * 0.42)] },
  ];
};

/** A shield holding a keyhole, on a field of lattice points. */
const shield: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const s = size(b) * 0.95;
  const w = s * r.between(0.72, 0.85);
  const top = cy - s;
  const d = `M${r1(cx)} ${r1(top)}L${r1(cx + w)} ${r1(top + s * 0.3)}V${r1(cy + s * 0.05)}C${r1(cx + w)} ${r1(cy + s * 0.6)} ${r1(cx + w * 0.45)} ${r1(cy + s * 0.85)} ${r1(cx)} ${r1(cy + s)}C${r1(cx - w * 0.45)} ${r1(cy + s * 0.85)} ${r1(cx - w)} ${r1(cy + s * 0.6)} ${r1(cx - w)} ${r1(cy + s * 0.05)}V${r1(top + s * 0.3)}Z`;
  const gap = s * r.between(0.26, 0.34);
  const field: Point[] = [];
  for (let x = b.x + gap / 2; x < b.x + b.w; x += gap)
    for (let y = b.y + gap / 2; y < b.y + b.h; y += gap) if (Math.abs(x - cx) > w + gap / 2) field.push([x, y]);
  return [
    { ink: 'faint', shapes: [path(dots(field))] },
    { ink: 'wash', shapes: [path(d)] },
    { ink: 'line', shapes: [path(d)] },
    { ink: 'spot', shapes: [circle(cx, cy - s * 0.1, s * 0.13)] },
    { ink: 'accent', shapes: [path(`M${r1(cx)} ${r1(cy - s * 0.1)}V${r1(cy + s * 0.3)}`)] },
  ];
};

/** Stacked isometric platforms (infrastructure layers), the top one lit. */
const stack: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const n = r.int(3, 4);
  const w = Math.min(b.w * 0.42, size(b) * 1.3);
  const h = w * 0.5;
  const gap = (b.h - h * 2) / (n - 1);
  const slab = (y: number) =>
    `M${r1(cx - w)} ${r1(y)}L${r1(cx)} ${r1(y - h)}L${r1(cx + w)} ${r1(y)}L${r1(cx)} ${r1(y + h)}Z`;
  const ys = times(n, (i) => cy + gap * ((n - 1) / 2 - i));
  const top = ys[n - 1]!;
  const lights = times(r.int(2, 4), (i): Point => [cx - w * 0.45 + i * w * 0.18, top + h * 0.08 + i * h * 0.09]);
  const rail = (x: number, dy = 0) => line(x, ys[0]! + dy, x, top + dy);
  return [
    { ink: 'faint', dashed: true, shapes: [path(rail(cx - w) + rail(cx + w) + rail(cx, h))] },
    { ink: 'node', shapes: ys.slice(0, -1).map((y) => path(slab(y))) },
    { ink: 'wash', shapes: [path(slab(top))] },
    { ink: 'accent', shapes: [path(slab(top))] },
    { ink: 'dots', shapes: [path(dots(lights))] },
  ];
};

/** Regions (dashed boundaries) of a few nodes each, linked to one another. */
const regions: Motif = (r, b) => {
  const n = r.int(3, 4);
  const R = Math.min(b.w / (n + 0.6), b.h) * 0.42;
  const centres: Point[] = times(n, (i) => [
    b.x + (b.w / n) * (i + 0.5),
    b.y + b.h / 2 + (i % 2 ? -1 : 1) * (b.h / 2 - R) * r.between(0.4, 1),
  ]);
  const nodes = centres.flatMap(([x, y]) => {
    const count = r.int(2, 4);
    const turn = r.between(0, 6.28);
    return times(count, (k) => onEllipse(x, y, R * 0.5, R * 0.5, 0, turn + (k / count) * 6.28));
  });
  const home = r.int(0, n - 1);
  return [
    { ink: 'wash', shapes: [circle(centres[home]![0], centres[home]![1], R)] },
    { ink: 'line', dashed: true, shapes: circles(centres, R) },
    { ink: 'faint', shapes: [path(polyline(centres))] },
    { ink: 'dots', shapes: [path(dots(nodes))] },
    { ink: 'spot', shapes: [circle(centres[home]![0], centres[home]![1], 3.5)] },
  ];
};

/** A check mark of size s, starting left of (x, y): a step done, an account reconciled. */
const tick = (x: number, y: number, s: number) =>
  `M${r1(x - s * 0.4)} ${r1(y)}l${r1(s * 0.3)} ${r1(s * 0.3)}l${r1(s * 0.5)} ${r1(-s * 0.6)}`;

/** A ledger: a sheet of rows and columns, amounts as bars, a few entries marked. */
const ledger: Motif = (r, b) => {
  // One sheet, or the top of a pile (earlier periods behind it), and a reconciled stamp or not.
  const behind = r.int(0, 2);
  const w = Math.min(b.w * 0.8, b.h * 1.5) - behind * 8;
  const [x, y, h] = [b.x + (b.w - w) / 2 - behind * 4, b.y + 4 + behind * 8, b.h - 8 - behind * 8];
  const pile = times(behind, (i) => rect(x + 8 * (behind - i), y - 8 * (behind - i), w, h, 6));
  const stamp = r.chance(0.6);
  const sr = Math.min(16, h * 0.2);
  const [sx, sy] = [x + w - sr * 0.4, y + h - sr * 0.9];
  const rows = r.int(4, 6);
  const rowH = (h - 16) / rows;
  const col = x + w * r.between(0.55, 0.65);
  const lines = times(rows, (i) => `M${r1(x)} ${r1(y + 16 + rowH * i)}h${r1(w)}`).join('');
  const figure = (i: number, x0: number, x1: number) =>
    line(x0, y + 16 + rowH * (i + 0.5), x1, y + 16 + rowH * (i + 0.5));
  const bars = times(rows, (i) => figure(i, x + 8, x + 8 + (col - x - 16) * r.between(0.3, 0.9)));
  const marked = r.int(0, rows - 1);
  const amounts = times(rows, (i) => figure(i, x + w - 8 - (x + w - col - 16) * r.between(0.4, 1), x + w - 8));
  return [
    { ink: 'node', shapes: [...pile, rect(x, y, w, h, 6)] },
    { ink: 'wash', shapes: [rect(x, y, w, 16, 6)] },
    { ink: 'faint', shapes: [path(`${lines}M${r1(col)} ${r1(y + 16)}V${r1(y + h)}`)] },
    { ink: 'line', shapes: [path(bars)] },
    { ink: 'accent', shapes: [path(amounts.filter((_, i) => i === marked || i === rows - 1))] },
    { ink: 'line', shapes: [path(amounts.filter((_, i) => i !== marked && i !== rows - 1))] },
    { ink: 'node', shapes: stamp ? [circle(sx, sy, sr)] : [] },
    { ink: 'accent', shapes: stamp ? [path(tick(sx, sy, sr))] : [] },
  ];
};

/** A process flow: steps in boxes joined by elbow connectors, one step lit. */
const flow: Motif = (r, b) => {
  const cols = 3;
  const rows = 2;
  const bw = (b.w / cols) * 0.62;
  const bh = Math.min((b.h / rows) * 0.5, bw * 0.6);
  const at = (i: number): Point => {
    const row = Math.floor(i / cols);
    const c = row % 2 ? cols - 1 - (i % cols) : i % cols;
    return [b.x + (b.w / cols) * (c + 0.5), b.y + (b.h / rows) * (row + 0.5)];
  };
  const n = r.int(4, 6);
  const steps = times(n, at);
  const lit = r.int(0, n - 1);
  const link = steps.slice(1).map((p, i) => {
    const q = steps[i]!;
    return q[1] === p[1]
      ? `M${r1(q[0] + (p[0] > q[0] ? bw / 2 : -bw / 2))} ${r1(q[1])}H${r1(p[0] + (p[0] > q[0] ? -bw / 2 : bw / 2))}`
      : `M${r1(q[0])} ${r1(q[1] + bh / 2)}V${r1(p[1] - bh / 2)}`;
  });
  const box = ([x, y]: Point) => rect(x - bw / 2, y - bh / 2, bw, bh, 4);
  return [
    { ink: 'line', shapes: [path(link)] },
    { ink: 'node', shapes: steps.filter((_, i) => i !== lit).map(box) },
    { ink: 'wash', shapes: [box(steps[lit]!)] },
    { ink: 'accent', shapes: [box(steps[lit]!)] },
    { ink: 'faint', shapes: [path(steps.map(([x, y]) => line(x - bw * 0.3, y, x + bw * 0.3 * r.between(0, 1), y)))] },
  ];
};

/** A person: head and shoulders. */
const person = ([x, y]: Point, s: number) =>
  `M${r1(x - s)} ${r1(y + s * 1.5)}a${r1(s)} ${r1(s)} 0 0 1 ${r1(s * 2)} 0M${r1(x + s * 0.55)} ${r1(y)}a${r1(s * 0.55)} ${r1(s * 0.55)} 0 1 1 0 -.1`;

/** People linked in a network around one placed candidate. */
const people: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const n = r.int(5, 7);
  const turn = r.between(0, 6.28);
  const around: Point[] = times(n, (i) => {
    const a = turn + (6.28 / n) * i;
    const d = r.between(0.72, 1);
    return [cx + Math.cos(a) * (b.w / 2 - 12) * d, cy + Math.sin(a) * (b.h / 2 - 12) * d];
  });
  const s = size(b) * 0.14;
  const pairs = around.map((p, i) => line(...p, ...around[(i + 1) % n]!)).filter(() => r.chance(0.6));
  return [
    { ink: 'faint', shapes: [path(pairs)] },
    { ink: 'line', dashed: true, shapes: [path(around.map((p) => line(cx, cy, ...p)))] },
    { ink: 'node', shapes: around.map(([x, y]) => circle(x, y + s * 0.4, s * 1.45)) },
    { ink: 'line', shapes: [path(around.map((p) => person(p, s * 0.7)))] },
    { ink: 'node', shapes: [circle(cx, cy + s * 0.6, s * 2.3)] },
    { ink: 'accent', shapes: [circle(cx, cy + s * 0.6, s * 2.3), path(person([cx, cy], s * 1.1))] },
  ];
};

/** A team as a tree: a lead, managers and their people. */
const orgTree: Motif = (r, b) => {
  const kids = r.int(2, 3);
  const s = b.h * 0.07;
  const rootP: Point = [b.x + b.w / 2, b.y + s * 2];
  const midY = b.y + b.h * 0.45;
  const leafY = b.y + b.h - s * 2;
  const mids: Point[] = times(kids, (i) => [b.x + (b.w / kids) * (i + 0.5), midY]);
  const span = b.w / kids;
  const byMid = mids.map(([x]) => {
    const k = r.int(1, 3);
    return times(k, (j) => [x - span / 2 + (span / k) * (j + 0.5), leafY] as Point);
  });
  const leaves = byMid.flat();
  const bus = (from: Point, to: readonly Point[]) =>
    `M${r1(from[0])} ${r1(from[1] + s * 1.4)}V${r1((from[1] + to[0]![1]) / 2)}M${r1(to[0]![0])} ${r1((from[1] + to[0]![1]) / 2)}H${r1(to[to.length - 1]![0])}${to.map(([x, y]) => `M${r1(x)} ${r1((from[1] + y) / 2)}V${r1(y - s * 1.3)}`).join('')}`;
  const lit = r.pick(leaves);
  const everyone = [rootP, ...mids, ...leaves];
  return [
    { ink: 'faint', shapes: [path([bus(rootP, mids), ...mids.map((m, i) => bus(m, byMid[i]!))])] },
    { ink: 'line', shapes: [path(everyone.filter((p) => p !== lit).map((p) => person(p, s)))] },
    { ink: 'accent', shapes: [path(person(lit, s)), circle(lit[0], lit[1] + s * 0.5, s * 2)] },
  ];
};

/** Two or three clusters of points with a fitted trend line. */
const scatter: Motif = (r, b) => {
  const k = r.int(2, 3);
  const slope = r.between(0.2, 0.7);
  const clusters: Point[] = times(k, (i) => {
    const x = b.x + (b.w / k) * (i + 0.5);
    return [x, b.y + b.h * 0.85 - (x - b.x) * slope * (b.h / b.w) - r.between(0, b.h * 0.15)];
  });
  const pts = clusters.flatMap(([x, y]) =>
    times(r.int(6, 9), () => {
      const a = r.between(0, 6.28);
      const d = r.between(0, b.h * 0.17);
      return [x + Math.cos(a) * d * 1.3, y + Math.sin(a) * d] as Point;
    }),
  );
  const lit = r.int(0, k - 1);
  const y0 = b.y + b.h * 0.9;
  return [
    { ink: 'faint', shapes: [path(`M${r1(b.x)} ${r1(b.y)}V${r1(b.y + b.h)}H${r1(b.x + b.w)}`)] },
    { ink: 'line', dashed: true, shapes: [circle(clusters[lit]![0], clusters[lit]![1], b.h * 0.24)] },
    { ink: 'dots', shapes: [path(dots(pts))] },
    { ink: 'accent', shapes: [path(line(b.x + 4, y0, b.x + b.w - 4, y0 - (b.w - 8) * slope * (b.h / b.w)))] },
  ];
};

/** Layers of a neural network, one path through it lit. */
const neural: Motif = (r, b) => {
  const layers = r.int(3, 4);
  const cols: Point[][] = times(layers, (i) => {
    const n = i === layers - 1 ? r.int(1, 2) : r.int(3, 5);
    const x = b.x + (b.w / layers) * (i + 0.5);
    return times(n, (j) => [x, b.y + (b.h / n) * (j + 0.5)] as Point);
  });
  const links = cols.slice(1).flatMap((col, i) => col.flatMap((p) => cols[i]!.map((q) => line(...q, ...p))));
  const route = cols.map((col) => r.pick(col));
  const rad = Math.min(b.h / 12, 7);
  const others = cols.flat().filter((p) => !route.includes(p));
  return [
    { ink: 'faint', shapes: [path(links)] },
    { ink: 'accent', shapes: [path(polyline(route))] },
    { ink: 'node', shapes: circles(others, rad) },
    { ink: 'spot', shapes: circles(route, rad) },
  ];
};

/** An editor window with indented lines of code, a few tokens highlighted. */
const codeWindow: Motif = (r, b) => {
  const w = Math.min(b.w * 0.86, b.h * 1.6);
  const [x, y, h] = [b.x + (b.w - w) / 2, b.y + 2, b.h - 4];
  const lines = r.int(5, 7);
  const lh = (h - 20) / lines;
  let indent = 0;
  const code: string[] = [];
  const hot: string[] = [];
  for (let i = 0; i < lines; i++) {
    indent = Math.max(0, Math.min(3, indent + r.pick([-1, 0, 1, 1])));
    const x0 = x + 10 + indent * 10;
    const yy = y + 20 + lh * (i + 0.5);
    const kw = r.between(8, 18);
    hot.push(line(x0, yy, x0 + kw, yy));
    code.push(line(x0 + kw + 5, yy, x0 + kw + 5 + r.between(10, w - 50 - indent * 10 - kw), yy));
  }
  return [
    { ink: 'node', shapes: [rect(x, y, w, h, 6)] },
    { ink: 'wash', shapes: [rect(x, y, w, 12, 6)] },
    { ink: 'dots', shapes: [path(dots([8, 15, 22].map((dx): Point => [x + dx, y + 6])))] },
    { ink: 'line', shapes: [path(code)] },
    { ink: 'accent', shapes: [path(hot.filter((_, i) => i % 2 === 0))] },
    { ink: 'faint', shapes: [path(hot.filter((_, i) => i % 2 === 1))] },
  ];
};

/** A delivery pipeline: stages on a track, a branch merging back, the current stage lit. */
const pipeline: Motif = (r, b) => {
  const n = r.int(4, 5);
  const y = b.y + b.h * r.between(0.55, 0.65);
  const xs = times(n, (i) => b.x + 10 + ((b.w - 20) / (n - 1)) * i);
  const from = r.int(0, n - 3);
  const to = from + 2;
  const up = y - b.h * 0.38;
  const lit = r.int(1, n - 1);
  const rad = Math.min(b.h / 9, 8);
  const branch = `M${r1(xs[from]!)} ${r1(y)}C${r1(xs[from]! + 20)} ${r1(up)} ${r1(xs[from]! + 20)} ${r1(up)} ${r1((xs[from]! + xs[to]!) / 2)} ${r1(up)}S${r1(xs[to]! - 20)} ${r1(up)} ${r1(xs[to]!)} ${r1(y)}`;
  return [
    { ink: 'line', shapes: [path(`M${r1(xs[0]!)} ${r1(y)}H${r1(xs[n - 1]!)}`)] },
    { ink: 'line', dashed: true, shapes: [path(branch)] },
    { ink: 'node', shapes: xs.filter((_, i) => i !== lit).map((x) => circle(x, y, rad)) },
    { ink: 'spot', shapes: [circle(xs[lit]!, y, rad)] },
    { ink: 'accent', shapes: [circle(xs[lit]!, y, rad * 1.7), circle((xs[from]! + xs[to]!) / 2, up, rad * 0.6)] },
    { ink: 'line', shapes: [path(xs.slice(0, lit).map((x) => tick(x, y, rad)))] },
  ];
};

/** A migration plan: workstreams as bars over time, milestones marked, today's line lit. */
const gantt: Motif = (r, b) => {
  const rows = r.int(4, 5);
  const rowH = b.h / rows;
  const cols = 6;
  const colW = b.w / cols;
  const spans = times(rows, (i) => {
    const start = Math.min(cols - 2, Math.floor(i * r.between(0.6, 1.1)));
    const len = r.int(2, cols - start);
    return [b.x + start * colW, b.y + rowH * (i + 0.5), len * colW] as const;
  });
  const today = b.x + colW * r.int(2, 4);
  const bar = ([x, y, w]: (typeof spans)[number]) => rect(x + 2, y - rowH * 0.22, w - 4, rowH * 0.44, rowH * 0.22);
  const milestones = spans.filter(() => r.chance(0.5)).map(([x, y, w]): Point => [x + w - 2, y]);
  return [
    { ink: 'faint', shapes: [path(times(cols + 1, (i) => `M${r1(b.x + colW * i)} ${r1(b.y)}V${r1(b.y + b.h)}`))] },
    { ink: 'node', shapes: spans.map(bar) },
    { ink: 'wash', shapes: spans.filter(([x, , w]) => x <= today && x + w >= today).map(bar) },
    { ink: 'accent', dashed: true, shapes: [path(`M${r1(today)} ${r1(b.y - 4)}V${r1(b.y + b.h + 4)}`)] },
    { ink: 'accentDots', shapes: [path(dots(milestones))] },
  ];
};

/** A hiring funnel: candidates narrowing through stages to the few placed. */
const funnel: Motif = (r, b) => {
  const [cx] = centre(b);
  const stages = r.int(3, 4);
  // Room above the funnel for the candidates entering it, and below for those placed.
  const top = b.y + 12;
  const stageH = (b.h - 20) / stages;
  const widths = times(stages + 1, (i) => b.w * 0.5 * (1 - (i / stages) * r.between(0.7, 0.8)));
  const outline = times(stages, (i) => {
    const [y0, y1] = [top + stageH * i, top + stageH * (i + 1)];
    return `M${r1(cx - widths[i]!)} ${r1(y0)}H${r1(cx + widths[i]!)}L${r1(cx + widths[i + 1]!)} ${r1(y1)}H${r1(cx - widths[i + 1]!)}Z`;
  });
  const crowd = times(r.int(7, 10), (): Point => [cx + r.between(-1, 1) * (b.w * 0.5 - 6), top - 4 - r.between(0, 8)]);
  const placed: Point[] = times(r.int(1, 3), (i) => [cx + (i - 1) * 10, top + stageH * stages + 6]);
  const held = times(stages - 1, (i): Point => [cx + r.between(-0.5, 0.5) * widths[i + 1]!, top + stageH * (i + 0.5)]);
  return [
    { ink: 'wash', shapes: [path(outline[stages - 1]!)] },
    { ink: 'line', shapes: [path(outline)] },
    { ink: 'dots', shapes: [path(dots(crowd))] },
    { ink: 'faint', shapes: [path(dots(held))] },
    { ink: 'accentDots', shapes: [path(dots(placed))] },
  ];
};

/** The same product on a phone and a browser, screens drawn as blocks. */
const devices: Motif = (r, b) => {
  const h = b.h * 0.92;
  const w = Math.min(b.w * 0.7, h * 1.45);
  const [x, y] = [b.x + b.w - w - 4, b.y + (b.h - h) / 2];
  const pw = h * 0.42;
  const ph = h * 0.78;
  const [px, py] = [b.x + 4 + r.between(0, 10), y + h - ph + 6];
  const tiles = times(r.int(2, 3), (i) => rect(x + w * 0.36 + i * w * 0.2, y + h * 0.52, w * 0.16, h * 0.3, 3));
  const heading = `M${r1(x + w * 0.36)} ${r1(y + h * 0.3)}h${r1(w * r.between(0.3, 0.5))}`;
  const text = times(3, (i) => `M${r1(px + 7)} ${r1(py + ph * (0.3 + i * 0.18))}h${r1((pw - 14) * r.between(0.5, 1))}`);
  return [
    { ink: 'node', shapes: [rect(x, y, w, h, 6)] },
    { ink: 'wash', shapes: [rect(x, y, w, 12, 6), rect(x + 10, y + 22, w * 0.22, h - 34, 3)] },
    { ink: 'faint', shapes: tiles },
    { ink: 'accent', shapes: [path(heading)] },
    { ink: 'node', shapes: [rect(px, py, pw, ph, 8)] },
    { ink: 'line', shapes: [path(text)] },
    { ink: 'spot', shapes: [rect(px + 7, py + ph - 16, pw - 14, 8, 4)] },
  ];
};

/** ERP modules around a shared core, one module lit. */
const modules: Motif = (r, b) => {
  const [cx, cy] = centre(b);
  const n = r.int(5, 7);
  const [rx, ry] = [b.w / 2 - 14, b.h / 2 - 12];
  const turn = r.between(0, 6.28);
  const spots = times(n, (i) => onEllipse(cx, cy, rx, ry, 0, turn + (6.28 / n) * i));
  const t = 11;
  const lit = r.int(0, n - 1);
  const tile = ([x, y]: Point) => rect(x - t, y - t, t * 2, t * 2, 4);
  return [
    { ink: 'faint', dashed: true, shapes: [ellipse(cx, cy, rx, ry)] },
    { ink: 'line', shapes: [path(spots.map((p) => line(cx, cy, ...p)))] },
    { ink: 'node', shapes: [...spots.filter((_, i) => i !== lit).map(tile), circle(cx, cy, b.h * 0.2)] },
    { ink: 'wash', shapes: [tile(spots[lit]!)] },
    { ink: 'accent', shapes: [tile(spots[lit]!), circle(cx, cy, b.h * 0.12)] },
  ];
};

/** Each subject's motifs, in the order a picture picks from: the subject decides the vocabulary. */
export const motifs = {
  staffing: { people, orgTree, funnel },
  quantum: { orbitals, qubitLattice, bloch, circuit },
  software: { codeWindow, pipeline, devices },
  data: { scatter, neural },
  security: { lattice, key, shield },
  cloud: { stack, regions },
  erp: { ledger, flow, gantt, modules },
} satisfies Record<string, Record<string, Motif>>;

// ------------------------------------------------------------------ charts: the data beside the subject

/** Bars rising with the seed's figures, the last one lit. */
const bars: Motif = (r, b) => {
  const n = r.int(5, 8);
  const bw = b.w / n;
  const hs = times(n, (i) => b.h * Math.min(1, r.between(0.2, 0.55) + (i / n) * 0.45));
  const bar = (i: number) =>
    `M${r1(b.x + bw * i + bw * 0.2)} ${r1(b.y + b.h)}v${r1(-hs[i]!)}h${r1(bw * 0.6)}v${r1(hs[i]!)}`;
  return [
    { ink: 'wash', shapes: [path(hs.slice(0, -1).map((_, i) => `${bar(i)}Z`))] },
    { ink: 'accent', shapes: [path(bar(n - 1))] },
  ];
};

/** Five to seven points across the box, rising by `rise` of its height from `start`, each off by up to `jitter`. */
function series(r: Rand, b: Box, start: number, rise: number, jitter: number): Point[] {
  const n = r.int(5, 7);
  return times(n, (i) => [
    b.x + (b.w / (n - 1)) * i,
    b.y + b.h * (start - (i / (n - 1)) * rise + r.between(-jitter, jitter)),
  ]);
}

/** An area under a smooth rising series. */
const area: Motif = (r, b) => {
  const curve = smooth(series(r, b, 0.85, 0.55, 0.15));
  return [
    { ink: 'wash', shapes: [path(`${curve}V${r1(b.y + b.h)}H${r1(b.x)}Z`)] },
    { ink: 'accent', shapes: [path(curve)] },
  ];
};

/** A ring chart of three shares. */
const ring: Motif = (r, b) => {
  const R = Math.min(b.w, b.h) / 2 - 2;
  const cx = b.x + R + 2;
  const cy = b.y + b.h / 2;
  const a = -Math.PI / 2;
  const share = r.between(0.35, 0.6) * Math.PI * 2;
  const second = r.between(0.15, 0.3) * Math.PI * 2;
  return [
    { ink: 'faint', shapes: [circle(cx, cy, R)] },
    { ink: 'accent', shapes: [path(arc(cx, cy, R, a, a + share))] },
    { ink: 'line', shapes: [path(arc(cx, cy, R, a + share + 0.25, a + share + second)), circle(cx, cy, R * 0.55)] },
  ];
};

/** A line of points trending upward, with a faint baseline. */
const trend: Motif = (r, b) => {
  const pts = series(r, b, 0.8, 0.6, 0.12);
  return [
    { ink: 'faint', dashed: true, shapes: [path(`M${r1(b.x)} ${r1(b.y + b.h)}H${r1(b.x + b.w)}`)] },
    { ink: 'line', shapes: [path(polyline(pts))] },
    { ink: 'accentDots', shapes: [path(dots(pts.slice(-2)))] },
  ];
};

export const charts: Record<string, Motif> = { bars, area, ring, trend };
