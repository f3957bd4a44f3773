import { describe, expect, it } from 'vitest';
import { currentModelYear } from './index';

describe('currentModelYear', () => {
  it.each([
    ['2026-01-01T00:00:00Z', 2026],
    ['2026-06-30T23:59:59Z', 2026],
    ['2026-07-01T00:00:00Z', 2027],
    ['2026-12-31T23:59:59Z', 2027],
  ])('on %s the newest model year on sale is %i', (date, year) => {
    expect(currentModelYear(new Date(date))).toBe(year);
  });
});
