import { age, type Depreciation, fitModelDepreciation, type MarketCar } from './fit-depreciation';
import { CONFIDENCE_RULES, MARKET_RULES } from './market-rules';

export type Confidence = 'high' | 'medium' | 'low';

/** What the model says about one listing. */
export interface MarketEstimate {
  id: number;
  /** Comparables the estimate used (the window that first held enough, or the whole make and model). */
  comparableCount: number;
  /** Null when there were fewer than `minComparables`. */
  marketPrice: number | null;
  /** (price - marketPrice) / marketPrice; null with marketPrice. */
  gap: number | null;
  confidence: Confidence | null;
  /** The nearest comparables (by closeness), nearest first, at most `nearestShown`. */
  nearestIds: number[];
}

interface Offsets {
  sum: Map<string, number>;
  count: Map<string, number>;
}

const trimKey = (car: MarketCar) => car.trimCode ?? '';

function offsets(
  cars: readonly MarketCar[],
  residual: Map<number, number>,
  key: (car: MarketCar) => string,
): Offsets {
  const sum = new Map<string, number>();
  const count = new Map<string, number>();
  for (const car of cars) {
    const k = key(car);
    sum.set(k, (sum.get(k) ?? 0) + (residual.get(car.id) as number));
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  return { sum, count };
}

// A trim's (or state's) offset in log price: the shrunk mean clipped residual of its cars, leaving out the
// listing being rated, so a car's own price never argues for itself.
function offsetOf(
  table: Offsets,
  key: string,
  without: MarketCar | undefined,
  residual: Map<number, number>,
) {
  let sum = table.sum.get(key) ?? 0;
  let n = table.count.get(key) ?? 0;
  if (without && n > 0) {
    sum -= residual.get(without.id) as number;
    n -= 1;
  }
  return n > 0 ? sum / (n + MARKET_RULES.offsetShrinkage) : 0;
}

const closeness = (a: MarketCar, b: MarketCar) =>
  1 / (1 + Math.abs(a.year - b.year) + Math.abs(a.mileage - b.mileage) / MARKET_RULES.closenessMiles);

/** The cars of one model year (sorted by mileage) within a window's mileage range: `list[from..to)`. */
interface YearRange {
  list: readonly MarketCar[];
  from: number;
  to: number;
}

/**
 * The first index in [from, to) whose mileage is at least `miles` (above it with `strictly`), else `to`; the
 * list is sorted by mileage.
 */
function firstFrom(list: readonly MarketCar[], miles: number, strictly = false, from = 0, to = list.length) {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const at = (list[mid] as MarketCar).mileage;
    if (at < miles || (strictly && at === miles)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The `limit` closest cars to `car` of the chosen year ranges, the car itself left out, closest first (ties by
 * id). Within one model year closeness falls with the mileage difference, so each range is read outward from
 * the car's mileage with two cursors, and the ranges are merged by closeness.
 */
function nearestOf(car: MarketCar, ranges: readonly YearRange[], limit: number): MarketCar[] {
  const left = ranges.map((range) => firstFrom(range.list, car.mileage, false, range.from, range.to) - 1);
  const right = left.map((at) => at + 1);
  // Each range's next car (the nearer of its two cursors' cars) and that car's closeness, kept per range and
  // recomputed only for the range a car was taken from.
  const pick: (MarketCar | undefined)[] = [];
  const weight: number[] = [];
  const fromLeft: boolean[] = [];
  const advance = (r: number) => {
    const range = ranges[r] as YearRange;
    const l = left[r] as number;
    const h = right[r] as number;
    const a = l >= range.from ? range.list[l] : undefined;
    const b = h < range.to ? range.list[h] : undefined;
    const useLeft =
      a !== undefined &&
      (b === undefined ||
        car.mileage - a.mileage < b.mileage - car.mileage ||
        (car.mileage - a.mileage === b.mileage - car.mileage && a.id < b.id));
    const next = useLeft ? a : b;
    pick[r] = next;
    fromLeft[r] = useLeft;
    weight[r] = next ? closeness(car, next) : -1;
  };
  for (let r = 0; r < ranges.length; r++) advance(r);
  const taken: MarketCar[] = [];
  while (taken.length < limit) {
    let best = -1;
    for (let r = 0; r < ranges.length; r++) {
      const candidate = pick[r];
      if (!candidate) continue;
      const chosen = best >= 0 ? (pick[best] as MarketCar) : undefined;
      const w = weight[r] as number;
      const bw = best >= 0 ? (weight[best] as number) : -1;
      if (!chosen || w > bw || (w === bw && candidate.id < chosen.id)) best = r;
    }
    if (best < 0) break;
    const next = pick[best] as MarketCar;
    if (fromLeft[best]) left[best] = (left[best] as number) - 1;
    else right[best] = (right[best] as number) + 1;
    advance(best);
    if (next.id !== car.id) taken.push(next);
  }
  return taken;
}

function weightedMedian(values: readonly number[], weights: readonly number[]): number {
  const order = values.map((_, i) => i).sort((i, j) => (values[i] as number) - (values[j] as number));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let seen = 0;
  for (const i of order) {
    seen += weights[i] as number;
    if (seen >= total / 2) return values[i] as number;
  }
  return values[order[order.length - 1] as number] as number;
}

export function confidenceOf(count: number, meanCloseness: number): Confidence {
  const { high, medium } = CONFIDENCE_RULES;
  if (count >= high.comparables && meanCloseness >= high.closeness) return 'high';
  if (count >= medium.comparables && meanCloseness >= medium.closeness) return 'medium';
  return 'low';
}

/**
 * Estimates the market price of every car of ONE make and model (all its active listings, new and used), as
 * CarGurus' IMV and Auto Trader's valuations do: comparables are the other cars of that make and model (new
 * with new, used with used or certified), in the first window of `MARKET_RULES.windows` that holds
 * `targetComparables`; each comparable's log price is moved to the listing's model year and mileage by the
 * model's depreciation (fitted on these cars, shrunk to `global`), and by the difference of trim and state
 * offsets (mean residuals of each trim's and state's cars after that fit); the market price is the
 * closeness-weighted median of those adjusted prices, so a few outliers do not move it.
 */
export function estimateModelPrices(cars: readonly MarketCar[], global: Depreciation): MarketEstimate[] {
  const { windows, targetComparables, minComparables, nearestShown, residualClip, maxComparables } =
    MARKET_RULES;
  const slopes = fitModelDepreciation(cars, global);
  const adjusted = (car: MarketCar) =>
    Math.log(car.price) - slopes.perYear * age(car) - slopes.per100kMiles * (car.mileage / 100_000);
  // Residuals around the model's mean after depreciation: what trim and state offsets are made of.
  const mean = cars.reduce((sum, car) => sum + adjusted(car), 0) / Math.max(1, cars.length);
  const residual = new Map(
    cars.map((car) => [car.id, Math.max(-residualClip, Math.min(residualClip, adjusted(car) - mean))]),
  );
  const trims = offsets(cars, residual, trimKey);
  const states = offsets(cars, residual, (car) => car.state);

  // Cars by new-or-used and model year, each sorted by mileage: a window's count is two binary searches a
  // year, and its nearest cars are read outward from the listing's own mileage, so a model with tens of
  // thousands of listings costs about as much per car as one with a hundred.
  const byYear = new Map<string, MarketCar[]>();
  let firstYear = Number.POSITIVE_INFINITY;
  let lastYear = Number.NEGATIVE_INFINITY;
  for (const car of cars) {
    const key = `${car.isNew}:${car.year}`;
    const list = byYear.get(key);
    if (list) list.push(car);
    else byYear.set(key, [car]);
    firstYear = Math.min(firstYear, car.year);
    lastYear = Math.max(lastYear, car.year);
  }
  for (const list of byYear.values()) list.sort((a, b) => a.mileage - b.mileage || a.id - b.id);

  return cars.map((car) => {
    let chosen: YearRange[] = [];
    for (const window of windows) {
      chosen = [];
      let count = 0;
      for (
        let year = Math.max(firstYear, car.year - window.years);
        year <= Math.min(lastYear, car.year + window.years);
        year++
      ) {
        const list = byYear.get(`${car.isNew}:${year}`);
        if (!list) continue;
        const from = firstFrom(list, car.mileage - window.miles);
        const to = firstFrom(list, car.mileage + window.miles, true);
        if (to > from) chosen.push({ list, from, to });
        // The car itself is in its own year's range (0 miles from itself) and is not its own comparable.
        count += to - from - (year === car.year ? 1 : 0);
      }
      if (count >= targetComparables) break;
    }
    const comparables = nearestOf(car, chosen, maxComparables);
    const weights = comparables.map((other) => closeness(car, other));
    const nearestIds = comparables
      .map((other, i) => ({ id: other.id, weight: weights[i] as number }))
      .sort((a, b) => b.weight - a.weight || a.id - b.id)
      .slice(0, nearestShown)
      .map((near) => near.id);
    if (comparables.length < minComparables)
      return {
        id: car.id,
        comparableCount: comparables.length,
        marketPrice: null,
        gap: null,
        confidence: null,
        nearestIds,
      };
    // Each comparable's log price moved to this car: its depreciation-free price, plus this car's age and
    // mileage, plus the difference of trim and state offsets.
    const target =
      slopes.perYear * age(car) +
      slopes.per100kMiles * (car.mileage / 100_000) +
      offsetOf(trims, trimKey(car), car, residual) +
      offsetOf(states, car.state, car, residual);
    const prices = comparables.map(
      (other) =>
        adjusted(other) +
        target -
        offsetOf(trims, trimKey(other), car, residual) -
        offsetOf(states, other.state, car, residual),
    );
    const marketPrice = Math.round(Math.exp(weightedMedian(prices, weights)));
    const meanCloseness = weights.reduce((sum, w) => sum + w, 0) / weights.length;
    return {
      id: car.id,
      comparableCount: comparables.length,
      marketPrice,
      gap: (car.price - marketPrice) / marketPrice,
      confidence: confidenceOf(comparables.length, meanCloseness),
      nearestIds,
    };
  });
}
