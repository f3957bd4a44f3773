import { describe, expect, it } from 'vitest';
import { PRICE_WINDOW_PERCENT, priceWindow } from './dealer-lot';

describe('priceWindow', () => {
  it('is "95 percent to 105 percent of sale price" (spec 001 s9)', () => {
    expect(PRICE_WINDOW_PERCENT).toEqual({ low: 95, high: 105 });
  });

  it.each([
    // sale price, lowest whole dollar in, highest whole dollar in
    [20_000, 19_000, 21_000],
    [19_999, 19_000, 20_998],
    [23_998, 22_799, 25_197],
    [100, 95, 105],
    [1, 1, 1],
    [0, 0, 0],
  ])('for %i keeps %i to %i, both ends included', (salePrice, minPrice, maxPrice) => {
    const window = priceWindow(salePrice);
    expect(window).toEqual({ minPrice, maxPrice });
    // The edges are in the window, a dollar past them is not.
    expect(window.minPrice * 100).toBeGreaterThanOrEqual(salePrice * 95);
    expect((window.minPrice - 1) * 100).toBeLessThan(salePrice * 95);
    expect(window.maxPrice * 100).toBeLessThanOrEqual(salePrice * 105);
    expect((window.maxPrice + 1) * 100).toBeGreaterThan(salePrice * 105);
  });
});
