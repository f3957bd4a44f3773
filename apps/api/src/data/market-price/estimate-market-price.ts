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
  const { windows, targetComparables, minComparables, nearestShown, residualClip } = MARKET_RULES;
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

  // Cars by new-or-used and model year, so the first window (the one that usually holds enough) reads
  // three model years, not the whole make and model.
  const byYear = new Map<string, MarketCar[]>();
  for (const car of cars) {
    const key = `${car.isNew}:${car.year}`;
    byYear.set(key, [...(byYear.get(key) ?? []), car]);
  }
  const years = cars.map((car) => car.year);
  const [firstYear, lastYear] = [Math.min(...years), Math.max(...years)];

  return cars.map((car) => {
    let comparables: MarketCar[] = [];
    for (const window of windows) {
      comparables = [];
      for (
        let year = Math.max(firstYear, car.year - window.years);
        year <= Math.min(lastYear, car.year + window.years);
        year++
      )
        for (const other of byYear.get(`${car.isNew}:${year}`) ?? [])
          if (other.id !== car.id && Math.abs(other.mileage - car.mileage) <= window.miles)
            comparables.push(other);
      if (comparables.length >= targetComparables) break;
    }
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
