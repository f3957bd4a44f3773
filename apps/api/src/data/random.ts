/**
 * A seeded pseudo-random source (mulberry32: 32 bits of state, fast, good enough for test data). The same
 * seed gives the same sequence on every machine, so the inventory is reproducible.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** `true` with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item with probability proportional to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A normally distributed number (Box-Muller). */
  normal(mean: number, sd: number): number;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(items, weight) {
      let total = 0;
      for (const item of items) total += weight(item);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    normal(mean, sd) {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return random;
}

/**
 * Cumulative weights for repeated weighted picks from one large list (zips, models): a binary search per pick
 * instead of a walk over the list.
 */
export function weightedTable<T>(items: readonly T[], weight: (item: T) => number): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return items[low] as T;
  };
}
