import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { NewListing, NewOwner, Schema } from '../db/schema';
import { at, insert, listing, owner, PLACES } from './fixtures';

/** The clock of the listing route tests: listings of the default fixture were listed 20 days before it. */
export const LISTING_TEST_NOW = new Date('2026-11-21T12:00:00Z');

/** A clock a test can move (the request cache's 120 s, days on site). */
export function movableClock(start: Date = LISTING_TEST_NOW): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

/** Owners of the listing route tests. */
export const LOT_OWNERS = {
  austinHonda: 5_100_001,
  roundRockToyota: 5_100_002,
  madisonFord: 5_100_003,
  austinPrivate: 5_100_004,
  madisonHonda: 5_100_005,
} as const;

/** Listings of the listing route tests, by what each is there to show. */
export const LOT = {
  /** USED 2020 Civic EX at $20,000: a Great deal, reduced from $21,500; the dealer lot's reference. */
  civicDeal: 710_000_001,
  /** NEW 2027 Civic Sport at Austin Honda. */
  newCivic: 710_000_002,
  /** $19,000: exactly 95 percent of $20,000, inside the window. */
  civicAtLow: 710_000_003,
  /** $21,000: exactly 105 percent of $20,000, inside the window (Round Rock, about 18 miles away). */
  civicAtHigh: 710_000_004,
  /** $18,999: a dollar under the window. */
  civicBelow: 710_000_005,
  /** $21,001: a dollar over the window (private seller). */
  civicAbove: 710_000_006,
  /** NEW 2027 Camry LE in Round Rock. */
  newCamry: 710_000_007,
  /** NEW 2027 F-150 XLT in Madison, WI. */
  newF150: 710_000_008,
  /** NEW 2027 Accord in Madison, WI. */
  madisonAccord: 710_000_009,
  /** A sold Civic: found by nobody. */
  soldCivic: 710_000_010,
} as const;

/** The VIN of the Great deal (check digit not computed: the route only checks the format). */
export const DEAL_VIN = '2HGFC2F59LH512345';

const civic = (overrides: Partial<NewListing> & Pick<NewListing, 'id'>) =>
  listing({ owner_id: LOT_OWNERS.austinHonda, ...overrides });

const newCar = { listing_type: 'NEW', year: 2027, mileage: 12 } as const;

export function lotOwners(): NewOwner[] {
  return [
    owner({
      id: LOT_OWNERS.austinHonda,
      name: 'Austin Honda',
      phone: '5125550100',
      website: 'https://austinhonda.example',
      priority: 20,
    }),
    owner({ id: LOT_OWNERS.roundRockToyota, name: 'Round Rock Toyota', ...PLACES.roundRock, priority: 10 }),
    owner({ id: LOT_OWNERS.madisonFord, name: 'Madison Ford', ...PLACES.madison }),
    owner({ id: LOT_OWNERS.austinPrivate, kind: 'private', name: 'Jo Seller', phone: null, priority: 5 }),
    owner({ id: LOT_OWNERS.madisonHonda, name: 'Madison Honda', ...PLACES.madison }),
  ];
}

export function lotListings(): NewListing[] {
  return [
    civic({
      id: LOT.civicDeal,
      vin: DEAL_VIN,
      price: 20_000,
      msrp: 26_500,
      feature_codes: ['SUNROOF', 'LEATHER_SEATS'],
      packages: ['Convenience Package'],
      image_count: 3,
      tier: 'Featured',
      deal_rating: JSON.stringify({
        band: 'Great',
        marketPrice: 22_000,
        gap: -0.0909,
        confidence: 'medium',
        comparables: 5,
        nearestIds: [],
      }),
      description: 'One owner, <clean> & serviced.',
    }),
    civic({
      id: LOT.newCivic,
      ...newCar,
      trim_code: 'SPORT',
      trim_name: 'Sport',
      price: 27_000,
      msrp: 27_500,
    }),
    civic({ id: LOT.civicAtLow, year: 2021, price: 19_000, mileage: 52_000, ext_color_simple: 'RED' }),
    civic({
      id: LOT.civicAtHigh,
      owner_id: LOT_OWNERS.roundRockToyota,
      ...at(PLACES.roundRock),
      trim_code: 'LX',
      trim_name: 'LX',
      price: 21_000,
      priority: 10,
    }),
    civic({ id: LOT.civicBelow, year: 2019, price: 18_999, mileage: 61_000 }),
    civic({
      id: LOT.civicAbove,
      owner_id: LOT_OWNERS.austinPrivate,
      seller_type: 'p',
      price: 21_001,
      priority: 5,
    }),
    listing({
      id: LOT.newCamry,
      owner_id: LOT_OWNERS.roundRockToyota,
      ...at(PLACES.roundRock),
      ...newCar,
      make_code: 'TOYOTA',
      model_code: 'CAMRY',
      trim_code: 'LE',
      trim_name: 'LE',
      price: 29_000,
      msrp: 29_500,
      ext_color_simple: 'WHITE',
    }),
    listing({
      id: LOT.newF150,
      owner_id: LOT_OWNERS.madisonFord,
      ...at(PLACES.madison),
      ...newCar,
      make_code: 'FORD',
      model_code: 'F150PICKUP',
      trim_code: 'XLT',
      trim_name: 'XLT',
      vehicle_style_code: 'TRUCKS',
      drive_group: 'AWD4WD',
      engine_code: '6CLDR',
      price: 52_000,
      msrp: 54_000,
    }),
    listing({
      id: LOT.madisonAccord,
      owner_id: LOT_OWNERS.madisonHonda,
      ...at(PLACES.madison),
      ...newCar,
      model_code: 'ACCORD',
      trim_code: 'EX+L',
      trim_name: 'EX-L',
      price: 33_500,
      msrp: 33_500,
    }),
    civic({ id: LOT.soldCivic, status: 'sold', price: 20_000 }),
  ];
}

/** The lot's owners and listings, and the Great deal's price history ($21,500 on listing, $20,000 since). */
export async function insertLot(db: Kysely<Schema>): Promise<void> {
  await insert(db, lotOwners(), lotListings());
  await db
    .insertInto('price_changes')
    .values([
      { listing_id: LOT.civicDeal, price: 21_500, changed_at: '2026-11-01T12:00:00Z' },
      { listing_id: LOT.civicDeal, price: 20_000, changed_at: '2026-11-10T09:00:00Z' },
    ])
    .execute();
}
