import { describe, expect, it } from 'vitest';
import type { DealRating, ListingRow } from '../db/schema';
import { listing } from '../testing/fixtures';
import { daysOnSite, priceHistory, toListing } from './listing-mapper';

const change = (price: number, changed_at: string) => ({
  listing_id: 710_000_001,
  price,
  changed_at: new Date(changed_at),
});

describe('priceHistory', () => {
  it.each([
    {
      rule: 'a cut is a reduced price',
      price: 20_000,
      changes: [change(21_500, '2026-11-01T12:00:00Z'), change(20_000, '2026-11-10T09:00:00Z')],
      history: [21_500, 20_000],
      reduced: true,
    },
    {
      rule: 'a rise after a cut is not',
      price: 20_500,
      changes: [change(21_500, '2026-11-01'), change(20_000, '2026-11-05'), change(20_500, '2026-11-09')],
      history: [21_500, 20_000, 20_500],
      reduced: false,
    },
    { rule: 'one price is not', price: 19_000, changes: [], history: [19_000], reduced: false },
    {
      rule: 'a price written without its change row ends the history',
      price: 18_000,
      changes: [change(19_000, '2026-11-01')],
      history: [19_000, 18_000],
      reduced: true,
    },
    {
      rule: 'changes are put in date order',
      price: 20_000,
      changes: [change(20_000, '2026-11-10'), change(21_500, '2026-11-01')],
      history: [21_500, 20_000],
      reduced: true,
    },
  ])('$rule', ({ price, changes, history, reduced }) => {
    const result = priceHistory({ price, updated_at: new Date('2026-11-15T00:00:00Z') }, changes);
    expect(result.pricingHistory.map((entry) => entry.price)).toEqual(history);
    expect(result.isReducedPrice).toBe(reduced);
    expect(result.pricingHistory.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date))).toBe(true);
  });
});

describe('daysOnSite', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-01T12:00:00Z', 20],
    ['2026-11-20T12:00:01Z', 0],
    ['2026-11-20T12:00:00Z', 1],
    ['2026-11-22T00:00:00Z', 0],
  ])('listed %s is %i days on site', (listedAt, days) => {
    expect(daysOnSite(listedAt, now)).toBe(days);
  });
});

describe('toListing: one deal verdict on the wire', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const row = (overrides: Partial<ListingRow>): ListingRow =>
    ({
      ...listing({ id: 710_000_001, owner_id: 50_001 }),
      deal_rating: null,
      ...overrides,
    }) as unknown as ListingRow;
  const rated = (band: DealRating['band']) => ({
    band,
    marketPrice: 22_000,
    gap: -0.045,
    confidence: 'high' as const,
    comparables: 12,
    nearestIds: [710_000_002],
  });

  it.each([
    ['Great', 'Great'],
    ['Good', 'Good'],
    ['Fair', undefined],
    ['Overpriced', undefined],
    [null, undefined],
  ] as const)('a car the market price model rates %s carries the badge %s', (band, badge) => {
    const detail = toListing(row({ deal_rating: rated(band) }), { now }).pricingDetail;
    expect(detail?.dealIndicator).toBe(badge);
    expect(detail?.dealRating?.comparableCount).toBe(12);
  });

  it('sends no verdict for a listing not rated yet', () => {
    const detail = toListing(row({}), { now }).pricingDetail;
    expect(detail?.dealIndicator).toBeUndefined();
    expect(detail?.dealRating).toBeUndefined();
  });
});
