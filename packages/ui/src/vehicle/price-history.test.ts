import { describe, expect, it } from 'vitest';
import { formatShortDate, priceChanges, priceChangeText } from '../index';

describe('priceChanges', () => {
  it('lists each change oldest first, whatever the order given, and skips a repeated price', () => {
    expect(
      priceChanges([
        { date: '2026-11-03', price: 18_800 },
        { date: '2026-10-01', price: 20_000 },
        { date: '2026-11-20', price: 18_800 },
        { date: '2026-12-01', price: 19_300 },
      ]),
    ).toEqual([
      { date: '2026-11-03', from: 20_000, to: 18_800 },
      { date: '2026-12-01', from: 18_800, to: 19_300 },
    ]);
  });
});

describe('priceChangeText', () => {
  it.each([
    [{ date: '2026-11-03', from: 20_000, to: 18_800 }, 'Price dropped $1,200 on Nov 3'],
    [{ date: '2026-12-01', from: 18_800, to: 19_300 }, 'Price rose $500 on Dec 1'],
  ])('says %o as "%s"', (change, text) => {
    expect(priceChangeText(change, undefined, (iso) => formatShortDate(iso, '2026-12-01'))).toBe(text);
  });
});

describe('formatShortDate', () => {
  it.each([
    ['2026-11-03', '2026-12-01', 'Nov 3'],
    ['2025-12-30', '2026-01-04', 'Dec 30, 2025'],
    ['2026-11-03', undefined, 'Nov 3, 2026'],
    ['not a date', '2026-01-04', 'not a date'],
  ])('%s (latest %s) reads %s', (iso, latest, text) => {
    expect(formatShortDate(iso, latest)).toBe(text);
  });
});
