// Seeded pseudo-random numbers (mulberry32) and small helpers on top of them.
// Everything the simulator decides at random goes through one of these, so a
// given seed always produces the same corpus and the same fault sequence.

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A new array with the same elements in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** Up to n distinct elements, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
}

/** Mixes a number into a 32-bit seed (so seed 1 and seed 2 give unrelated streams). */
export function hashSeed(seed: number, salt = 0): number {
  let h = (Math.floor(seed) ^ 0x9e3779b9 ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number, salt = 0): Random {
  let state = hashSeed(seed, salt);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() de una lista vacía');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, Math.max(0, n)),
  };
}
