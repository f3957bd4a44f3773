import { describe, expect, it } from 'vitest';
import {
  COMPARABLE_PRICE_WINDOW_PERCENT,
  comparablePriceWindow,
  SIMILAR_PRICE_BAND_PERCENT,
  similarPriceBand,
} from './index';

describe('comparablePriceWindow', () => {
  // Spec 001 s9: "Comparable-listing price window 95 percent to 105 percent of sale price."
  it('is 95 to 105 percent of the sale price, both ends included', () => {
    expect(COMPARABLE_PRICE_WINDOW_PERCENT).toEqual({ low: 95, high: 105 });
    expect(comparablePriceWindow(20_000)).toEqual({ minPrice: 19_000, maxPrice: 21_000 });
  });

  it.each([
    // 95 % of 15,995 is 15,195.25: the lowest whole dollar at or above it; 105 % is 16,794.75.
    [15_995, 15_196, 16_794],
    [1, 1, 1],
    [0, 0, 0],
  ])('rounds %i inwards to whole dollars: %i to %i', (price, minPrice, maxPrice) => {
    expect(comparablePriceWindow(price)).toEqual({ minPrice, maxPrice });
  });
});

describe('similarPriceBand', () => {
  it('is a fifth either way of the price: a $15,995 truck never finds a $67,995 one (issue 29)', () => {
    expect(SIMILAR_PRICE_BAND_PERCENT).toEqual({ low: 80, high: 120 });
    const band = similarPriceBand(15_995);
    expect(band).toEqual({ minPrice: 12_796, maxPrice: 19_194 });
    expect(67_995).toBeGreaterThan(band.maxPrice);
  });
});
