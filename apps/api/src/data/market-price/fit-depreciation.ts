import { MARKET_RULES } from './market-rules';

/**
 * Depreciation as log price ~ age + mileage: `perYear` is the change in log price for one more year of age,
 * `per100kMiles` for 100,000 more miles (both negative: -0.07 is about 7 % a year).
 */
export interface Depreciation {
  perYear: number;
  per100kMiles: number;
}

/** Least-squares sums of one make and model, as SQL can aggregate them over a whole inventory. */
export interface ModelSums {
  n: number;
  /** Sums of age (years), miles (in 100,000s), log price, and their products. */
  a: number;
  m: number;
  y: number;
  aa: number;
  mm: number;
  am: number;
  ay: number;
  my: number;
}

/** A car as the model sees it. */
export interface MarketCar {
  id: number;
  makeCode: string;
  modelCode: string;
  trimCode: string | null;
  /** The seller's state: the region the data allows. */
  state: string;
  year: number;
  mileage: number;
  price: number;
  /** New cars are compared with new cars only; used and certified with each other. */
  isNew: boolean;
  /** The band stored before this refresh, for hysteresis. */
  previousBand?: string | null;
}

// Fallback when an inventory holds too little to fit (a handful of cars): about 7 % a year and 4 % per
// 10,000 miles, the slopes the real cars.com sample gives.
export const DEFAULT_DEPRECIATION: Depreciation = Object.freeze({ perYear: -0.07, per100kMiles: -0.37 });

/** Slopes of centred sums; null when age and mileage do not vary independently (a single model year). */
function solve(saa: number, smm: number, sam: number, say: number, smy: number): Depreciation | null {
  const det = saa * smm - sam * sam;
  if (!(Math.abs(det) > 1e-9)) return null;
  return { perYear: (say * smm - smy * sam) / det, per100kMiles: (smy * saa - say * sam) / det };
}

// A car that gains value with age or miles is noise in a small sample (or a collector car), not a market
// rule a rating should follow: slopes are held at or below zero.
const sane = (fit: Depreciation): Depreciation => ({
  perYear: Math.min(0, fit.perYear),
  per100kMiles: Math.min(0, fit.per100kMiles),
});

/**
 * The global slopes: least squares within each make and model (each model's own mean price taken out, so a
 * Porsche does not teach a Kia to depreciate), pooled over the inventory from per-model sums.
 */
export function fitGlobalDepreciation(models: readonly ModelSums[]): Depreciation {
  let saa = 0;
  let smm = 0;
  let sam = 0;
  let say = 0;
  let smy = 0;
  for (const s of models) {
    if (s.n < 2) continue;
    saa += s.aa - (s.a * s.a) / s.n;
    smm += s.mm - (s.m * s.m) / s.n;
    sam += s.am - (s.a * s.m) / s.n;
    say += s.ay - (s.a * s.y) / s.n;
    smy += s.my - (s.m * s.y) / s.n;
  }
  const fit = solve(saa, smm, sam, say, smy);
  return fit ? sane(fit) : DEFAULT_DEPRECIATION;
}

/**
 * A car's age for the fits, in years before AGE_ORIGIN. Only differences of age enter a fit or an
 * adjustment, so the origin is any fixed year (one past the newest model years, to keep ages positive).
 */
export const AGE_ORIGIN = 2030;
export const age = (car: Pick<MarketCar, 'year'>) => AGE_ORIGIN - car.year;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[half] as number)
    : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}

function centredFit(points: readonly (readonly [number, number, number])[]): Depreciation | null {
  const n = points.length;
  let ma = 0;
  let mm = 0;
  let my = 0;
  for (const [a, m, y] of points) {
    ma += a / n;
    mm += m / n;
    my += y / n;
  }
  let saa = 0;
  let smm = 0;
  let sam = 0;
  let say = 0;
  let smy = 0;
  for (const [a0, m0, y0] of points) {
    const a = a0 - ma;
    const m = m0 - mm;
    const y = y0 - my;
    saa += a * a;
    smm += m * m;
    sam += a * m;
    say += a * y;
    smy += m * y;
  }
  return solve(saa, smm, sam, say, smy);
}

/**
 * One make and model's slopes: least squares on its own cars, refitted without those more than
 * `trimSigmas` robust standard deviations (1.4826 x the median absolute residual) off the first fit, then
 * shrunk towards the global slopes by n / (n + slopeShrinkage). Below `minModelFit` cars, the global slopes.
 */
export function fitModelDepreciation(cars: readonly MarketCar[], global: Depreciation): Depreciation {
  const { minModelFit, slopeShrinkage, trimSigmas } = MARKET_RULES;
  if (cars.length < minModelFit) return global;
  const points = cars.map((car) => [age(car), car.mileage / 100_000, Math.log(car.price)] as const);
  const first = centredFit(points);
  if (!first) return global;
  const residuals = points.map(([a, m, y]) => y - first.perYear * a - first.per100kMiles * m);
  const centre = median(residuals);
  const spread = 1.4826 * median(residuals.map((r) => Math.abs(r - centre)));
  const kept = points.filter((_, i) => Math.abs((residuals[i] as number) - centre) <= trimSigmas * spread);
  const own = (kept.length >= minModelFit && centredFit(kept)) || first;
  const weight = cars.length / (cars.length + slopeShrinkage);
  return sane({
    perYear: weight * own.perYear + (1 - weight) * global.perYear,
    per100kMiles: weight * own.per100kMiles + (1 - weight) * global.per100kMiles,
  });
}

export { median };
