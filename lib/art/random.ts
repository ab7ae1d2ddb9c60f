/** A seeded source of numbers: the same seed draws the same picture on every build and in every browser. */

/** FNV-1a: spreads similar seeds (`case-1`, `case-2`) far apart. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32 over the seed's hash: tiny, fast and good enough for composition. */
export function rand(seed: string) {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A number in [min, max). */
  const between = (min: number, max: number) => min + next() * (max - min);
  return {
    between,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => Math.floor(between(min, max + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export type Rand = ReturnType<typeof rand>;
