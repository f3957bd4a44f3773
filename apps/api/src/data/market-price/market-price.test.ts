// Issue 33, "A market price model": "comparable current and recent listings, adjusted for age, mileage, trim and
// region, with a confidence from how many and how close the comparables are; the rating bands (Great, Good, Fair,
// High, Overpriced, and 'not enough similar cars to rate') set from the price gap ...; hysteresis so a badge does
// not flip on a small change".
import { describe, expect, it } from 'vitest';
import {
  BAND_HYSTERESIS,
  bandOfGap,
  confidenceOf,
  DEAL_BANDS,
  DEFAULT_DEPRECIATION,
  estimateModelPrices,
  fitGlobalDepreciation,
  fitModelDepreciation,
  MARKET_RULES,
  type MarketCar,
  type ModelSums,
  rateDeal,
} from './index';

// A market that follows one law exactly: 9 % a year, 30 % per 100,000 miles, from $40,000 for a 2024 at 0 miles.
const LAW = { perYear: -0.09, per100kMiles: -0.3 };
const lawPrice = (year: number, mileage: number, offset = 0) =>
  Math.round(
    40_000 * Math.exp(LAW.perYear * (2024 - year) + (LAW.per100kMiles * mileage) / 100_000 + offset),
  );

let nextId = 1;
function car(overrides: Partial<MarketCar> & Pick<MarketCar, 'year' | 'mileage'>): MarketCar {
  return {
    id: nextId++,
    makeCode: 'HONDA',
    modelCode: 'CIVIC',
    trimCode: 'LX',
    state: 'TX',
    isNew: false,
    price: lawPrice(overrides.year, overrides.mileage),
    ...overrides,
  };
}

/** A model year spread of cars priced by the law: 2016-2023, mileages 8,000-120,000. */
function lawfulMarket(): MarketCar[] {
  const cars: MarketCar[] = [];
  for (let year = 2016; year <= 2023; year++)
    for (const mileage of [8_000, 24_000, 41_000, 60_000, 90_000, 120_000].map(
      (m) => m + (2023 - year) * 3_000,
    ))
      cars.push(car({ year, mileage }));
  return cars;
}

function sumsOf(cars: readonly MarketCar[]): ModelSums {
  const s: ModelSums = { n: 0, a: 0, m: 0, y: 0, aa: 0, mm: 0, am: 0, ay: 0, my: 0 };
  for (const c of cars) {
    const a = 2030 - c.year;
    const m = c.mileage / 100_000;
    const y = Math.log(c.price);
    s.n++;
    s.a += a;
    s.m += m;
    s.y += y;
    s.aa += a * a;
    s.mm += m * m;
    s.am += a * m;
    s.ay += a * y;
    s.my += m * y;
  }
  return s;
}

describe('the depreciation fit (log price ~ age + mileage, by least squares)', () => {
  it('recovers the slopes of a market that follows them, pooled within each make and model', () => {
    const civics = lawfulMarket();
    // A dearer model with the same law: its own mean is taken out, so it does not bend the slopes.
    const porsches = lawfulMarket().map((c) => ({ ...c, modelCode: '911', price: c.price * 3 }));
    const fit = fitGlobalDepreciation([sumsOf(civics), sumsOf(porsches)]);
    expect(fit.perYear).toBeCloseTo(LAW.perYear, 2);
    expect(fit.per100kMiles).toBeCloseTo(LAW.per100kMiles, 2);
  });

  it('falls back to the default slopes when nothing varies, and never lets a car gain value with age', () => {
    expect(fitGlobalDepreciation([])).toEqual(DEFAULT_DEPRECIATION);
    const appreciating = lawfulMarket().map((c) => ({
      ...c,
      price: lawPrice(2024 - (c.year - 2016), c.mileage),
    }));
    expect(fitGlobalDepreciation([sumsOf(appreciating)]).perYear).toBe(0);
  });

  it('is robust: a salvage-title car at a third of the price does not move a model fit', () => {
    const cars = lawfulMarket();
    const clean = fitModelDepreciation(cars, DEFAULT_DEPRECIATION);
    const salvage = car({ year: 2016, mileage: 10_000 });
    salvage.price = Math.round(salvage.price / 3);
    const dirty = fitModelDepreciation([...cars, salvage], DEFAULT_DEPRECIATION);
    expect(dirty.perYear).toBeCloseTo(clean.perYear, 3);
  });

  it(`uses the global slopes below ${MARKET_RULES.minModelFit} cars, and shrinks a model's own towards them`, () => {
    const global = { perYear: -0.05, per100kMiles: -0.2 };
    expect(fitModelDepreciation(lawfulMarket().slice(0, MARKET_RULES.minModelFit - 1), global)).toEqual(
      global,
    );
    const own = fitModelDepreciation(lawfulMarket(), global);
    // 48 cars: weight 48 / (48 + 20) on the model's own -0.09.
    expect(own.perYear).toBeCloseTo((48 * LAW.perYear + 20 * global.perYear) / 68, 3);
  });
});

describe('estimateModelPrices', () => {
  it("prices each car at its own age and mileage from comparables' adjusted prices", () => {
    const cars = lawfulMarket();
    const global = fitGlobalDepreciation([sumsOf(cars)]);
    for (const estimate of estimateModelPrices(cars, global)) {
      expect(Math.abs(estimate.gap as number)).toBeLessThan(0.01);
      expect(estimate.comparableCount).toBeGreaterThanOrEqual(MARKET_RULES.targetComparables);
    }
  });

  it('finds a car 15 percent under its market, though no comparable has its mileage', () => {
    const cars = lawfulMarket();
    const cheap = car({ year: 2020, mileage: 33_333, price: Math.round(lawPrice(2020, 33_333) * 0.85) });
    const estimates = estimateModelPrices([...cars, cheap], fitGlobalDepreciation([sumsOf(cars)]));
    const estimate = estimates.find((one) => one.id === cheap.id);
    expect(estimate?.marketPrice).toBeGreaterThan(lawPrice(2020, 33_333) * 0.98);
    expect(estimate?.marketPrice).toBeLessThan(lawPrice(2020, 33_333) * 1.02);
    expect(bandOfGap(estimate?.gap as number)).toBe('Great');
  });

  it('adjusts for trim: an EX priced like its EX comparables is no deal against the cheaper LX cars', () => {
    const cars = lawfulMarket().map((c, i) =>
      i % 2 ? { ...c, trimCode: 'EX', price: lawPrice(c.year, c.mileage, 0.15) } : c,
    );
    const global = fitGlobalDepreciation([sumsOf(cars)]);
    const ex = estimateModelPrices(cars, global).filter((_, i) => i % 2);
    // Without the trim offsets an EX's comparables are half LX: its gap would be about +7 %.
    expect(Math.max(...ex.map((e) => Math.abs(e.gap as number)))).toBeLessThan(0.05);
  });

  it('compares new cars with new cars only', () => {
    const used = lawfulMarket();
    const fresh = car({ year: 2024, mileage: 5, isNew: true, price: 45_000 });
    const [estimate] = estimateModelPrices([...used, fresh], DEFAULT_DEPRECIATION).slice(-1);
    expect(estimate).toMatchObject({ id: fresh.id, comparableCount: 0, marketPrice: null, gap: null });
  });

  it('says "not enough similar cars" for a car alone in its make and model, and keeps the nearest comparables', () => {
    const [alone] = estimateModelPrices([car({ year: 2020, mileage: 1 })], DEFAULT_DEPRECIATION);
    expect(alone).toMatchObject({ comparableCount: 0, marketPrice: null, gap: null, confidence: null });
    const cars = lawfulMarket();
    const target = cars[20] as MarketCar;
    const estimate = estimateModelPrices(cars, DEFAULT_DEPRECIATION)[20];
    expect(estimate?.nearestIds).toHaveLength(MARKET_RULES.nearestShown);
    expect(estimate?.nearestIds).not.toContain(target.id);
    const nearest = cars.find((c) => c.id === estimate?.nearestIds[0]) as MarketCar;
    expect(Math.abs(nearest.year - target.year)).toBeLessThanOrEqual(1);
  });

  it('widens the windows when few cars are close, up to the whole make and model', () => {
    const far = [car({ year: 2012, mileage: 150_000 }), car({ year: 2023, mileage: 5_000 })];
    const [estimate] = estimateModelPrices(far, DEFAULT_DEPRECIATION);
    expect(estimate).toMatchObject({ comparableCount: 1, confidence: 'low' });
  });
});

describe('confidence, "from how many and how close the comparables are"', () => {
  it.each([
    [12, 0.8, 'high'],
    [12, 0.3, 'medium'],
    [3, 0.9, 'medium'],
    [2, 0.9, 'low'],
    [20, 0.1, 'low'],
  ] as const)('%i comparables at mean closeness %f: %s', (count, closeness, expected) => {
    expect(confidenceOf(count, closeness)).toBe(expected);
  });
});

describe('the bands, "set from the price gap", and their hysteresis', () => {
  const { greatAtOrBelow, goodAtOrBelow, fairAtOrBelow, highAtOrBelow } = DEAL_BANDS;
  it.each([
    [greatAtOrBelow - 0.05, 'Great'],
    [greatAtOrBelow, 'Great'],
    [greatAtOrBelow + 0.001, 'Good'],
    [0, 'Good'],
    [goodAtOrBelow, 'Good'],
    [goodAtOrBelow + 0.001, 'Fair'],
    [fairAtOrBelow + 0.001, 'High'],
    [highAtOrBelow, 'High'],
    [highAtOrBelow + 0.001, 'Overpriced'],
  ] as const)('a gap of %f is %s', (gap, band) => {
    expect(bandOfGap(gap)).toBe(band);
    expect(rateDeal(gap)).toBe(band);
  });

  it('keeps the stored band while the gap crosses a threshold by less than the margin', () => {
    const justOver = greatAtOrBelow + BAND_HYSTERESIS / 2;
    expect(rateDeal(justOver, 'Great')).toBe('Great');
    expect(rateDeal(justOver, null)).toBe('Good');
    expect(rateDeal(greatAtOrBelow - BAND_HYSTERESIS / 2, 'Good')).toBe('Good');
  });

  it('changes the band once the gap is past the margin, and ignores a stored value that is no band', () => {
    expect(rateDeal(greatAtOrBelow + BAND_HYSTERESIS + 0.001, 'Great')).toBe('Good');
    expect(rateDeal(goodAtOrBelow + BAND_HYSTERESIS + 0.001, 'Good')).toBe('Fair');
    expect(rateDeal(0, 'Bargain')).toBe('Good');
  });
});
