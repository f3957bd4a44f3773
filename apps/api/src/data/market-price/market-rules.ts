/**
 * The market price model's constants (issue 33). Thresholds are fractions of the estimated market price:
 * `gap = (price - market) / market`, so -0.09 is 9 percent under the market.
 *
 * How the band thresholds were fitted: `bench/src/deal-ratings.bench.ts` imports the real cars.com sample
 * (`../shared/data/dealer-feed-carscom-2022-sample.csv`, 1,474 listings, 1,444 of them labelled Great, Good or
 * Fair by cars.com) alone, runs this model, and searches a grid of whole half-percent steps (Great from -20 %
 * to 0 %, the Good/Fair boundary from the Great one to +50 %) for the pair that maximises three-way agreement
 * (Great / Good / Fair-or-worse) with cars.com's labels. The optimum sits at -9 % to -10 % for Great (it moved
 * between the two as the model was refined) and at about +37 % to +40 % for Good/Fair; the surface is flat
 * beyond +20 % (agreement moves by under a point: 61.6 % at the constants below, 62.4 % at the grid's best),
 * because cars.com's "Good" spans a wide range of prices and their Good and Fair overlap heavily in our gaps
 * (median gaps: Great -4.1 %, Good +1.1 %, Fair +3.9 %). We keep -9 % and round the Good/Fair boundary down to
 * +20 %, the edge of that plateau, so a car 30 % over the market is never called Good. High and Overpriced lie
 * beyond anything cars.com labels in the sample (it shows no High or Overpriced label), so they are not
 * fitted: High starts where Fair has spanned another 10 points, and
 * Overpriced 15 points after that, rare tails by construction. Fitted on band shares, never on row ids.
 */
export const DEAL_BANDS = Object.freeze({
  /** At or below: Great. Fitted (above). */
  greatAtOrBelow: -0.09,
  /** At or below (and above Great): Good. Fitted, rounded to the plateau's edge (above). */
  goodAtOrBelow: 0.2,
  /** At or below (and above Good): Fair. Not fitted: 10 points of Fair. */
  fairAtOrBelow: 0.3,
  /** At or below (and above Fair): High; above it: Overpriced. Not fitted. */
  highAtOrBelow: 0.45,
});

/**
 * Hysteresis: a listing keeps its stored band while its gap stays within this margin (a fraction of the
 * market price, 1.5 points) outside that band's range, so a $100 price change or one more comparable next to
 * a threshold does not flip the badge back and forth.
 */
export const BAND_HYSTERESIS = 0.015;

export const MARKET_RULES = Object.freeze({
  /**
   * Comparable windows, tried in turn until one holds `targetComparables` cars: model year within Y and
   * mileage within M of the listing, then wider; the last is the whole make and model.
   */
  windows: Object.freeze([
    Object.freeze({ years: 1, miles: 20_000 }),
    Object.freeze({ years: 2, miles: 40_000 }),
    Object.freeze({ years: 3, miles: 60_000 }),
    Object.freeze({ years: Number.POSITIVE_INFINITY, miles: Number.POSITIVE_INFINITY }),
  ]),
  targetComparables: 8,
  /**
   * The closest this many cars of the chosen window are the comparables: a popular model's window can hold
   * thousands of cars, and the weighted median of the closest 50 is the same market price to within noise
   * while costing the same for every model. Far above any window of the real sample, whose ratings it leaves
   * unchanged.
   */
  maxComparables: 50,
  /**
   * Fewer comparables than this and the car is "not enough similar cars to rate". One is enough to rate,
   * with low confidence, because every comparable is adjusted to the listing's age, mileage, trim and state
   * by factors fitted on the whole inventory; the bench measured that refusing cars with 1 or 2 comparables
   * loses more agreement (the 6 % of cars left unrated) than their noisier estimates cost.
   */
  minComparables: 1,
  /** How many of the nearest comparables are stored for the page. */
  nearestShown: 5,
  /** A make and model needs this many listings for its own depreciation fit to count at all. */
  minModelFit: 12,
  /**
   * Shrinkage of a model's own depreciation slopes to the global ones: weight n / (n + this), so a model with
   * 20 listings is weighted half-way.
   */
  slopeShrinkage: 20,
  /** Shrinkage of a trim's or a state's price offset to zero: mean residual x n / (n + this). */
  offsetShrinkage: 3,
  /** A residual counts at most this much (log price) in an offset, so one salvage title does not move it. */
  residualClip: 0.3,
  /** Listings further than this many robust standard deviations from a fit are left out of its refit. */
  trimSigmas: 2.5,
  /** Closeness weight of a comparable: 1 / (1 + |years apart| + |miles apart| / this). */
  closenessMiles: 20_000,
});

/** Confidence in words: high needs many close comparables, medium a few. */
export const CONFIDENCE_RULES = Object.freeze({
  high: Object.freeze({ comparables: 8, closeness: 0.5 }),
  medium: Object.freeze({ comparables: 3, closeness: 0.25 }),
});
