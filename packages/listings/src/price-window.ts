/** "Comparable-listing price window 95 percent to 105 percent of sale price" (spec 001 s9), in percent. */
export const COMPARABLE_PRICE_WINDOW_PERCENT = Object.freeze({ low: 95, high: 105 });

/**
 * The price band of a vehicle page's "similar cars near you", in percent of the car's price. The spec is silent
 * (its only window is the dealer lot's 95 to 105 percent): a fifth either way keeps a $15,995 truck's similar
 * cars between $12,796 and $19,194, where a shopper of that car looks, and not at a $67,995 one (issue 29).
 */
export const SIMILAR_PRICE_BAND_PERCENT = Object.freeze({ low: 80, high: 120 });

export interface PriceRange {
  readonly minPrice: number;
  readonly maxPrice: number;
}

/**
 * The whole-dollar prices within `low` to `high` percent of a price, both ends included: the lowest whole dollar
 * at or above `low` percent, the highest at or below `high` percent.
 */
export function priceRangeAround(
  price: number,
  percent: { readonly low: number; readonly high: number },
): PriceRange {
  // Integer arithmetic first: price * 95 is exact for whole dollars, so only the one division rounds.
  return {
    minPrice: Math.ceil((price * percent.low) / 100),
    maxPrice: Math.floor((price * percent.high) / 100),
  };
}

/** The dealer lot's window: 95 to 105 percent of the sale price (spec 001 s9). */
export const comparablePriceWindow = (salePrice: number): PriceRange =>
  priceRangeAround(salePrice, COMPARABLE_PRICE_WINDOW_PERCENT);

/** The similar cars' band: 80 to 120 percent of the price (ours, see `SIMILAR_PRICE_BAND_PERCENT`). */
export const similarPriceBand = (price: number): PriceRange =>
  priceRangeAround(price, SIMILAR_PRICE_BAND_PERCENT);
