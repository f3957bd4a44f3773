import {
  DRIVE_GROUP,
  ENGINE,
  EXT_COLOR,
  FEATURE,
  FUEL_TYPE_GROUP,
  LISTING_TYPE,
  VEHICLE_STYLE,
} from '@forecourt/seo-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewListing, NewOwner } from '../db/schema';
import {
  currentModelYear,
  type DataError,
  dealerCount,
  fuelsInYear,
  generateInventory,
  getModel,
  isValidVin,
  lookupZip,
  type NewPriceChange,
  trimsInYear,
} from './index';

const NOW = new Date('2025-03-15T12:00:00Z');
const LISTINGS = 4_000;

function collect(seed: number, listings = LISTINGS) {
  const owners: NewOwner[] = [];
  const rows: (NewListing & { price: number; year: number; mileage: number })[] = [];
  const prices: NewPriceChange[] = [];
  for (const chunk of generateInventory({ seed, listings, now: NOW, chunkSize: 700 })) {
    owners.push(...chunk.owners);
    rows.push(...(chunk.listings as typeof rows));
    prices.push(...chunk.priceChanges);
  }
  return { owners, listings: rows, prices };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('generateInventory', () => {
  let inventory: ReturnType<typeof collect>;
  beforeAll(() => {
    inventory = collect(1);
  });

  it('gives the same rows for the same seed and other rows for another seed', () => {
    expect(collect(1, 600)).toEqual(collect(1, 600));
    expect(collect(2, 600).listings.map((row) => row.vin)).not.toEqual(
      collect(1, 600).listings.map((row) => row.vin),
    );
  });

  it('makes one dealer per 60 listings and a private seller for about 15 percent of listings', () => {
    const dealers = inventory.owners.filter((owner) => owner.kind === 'dealer');
    const privateListings = inventory.listings.filter((row) => row.seller_type === 'p');
    expect(dealers).toHaveLength(dealerCount(LISTINGS));
    expect(dealers).toHaveLength(67);
    expect(privateListings.length / LISTINGS).toBeGreaterThan(0.12);
    expect(privateListings.length / LISTINGS).toBeLessThan(0.18);
    expect(inventory.owners.length).toBe(dealers.length + privateListings.length);
  });

  it('places owners in real US zips with their city, state and centre', () => {
    for (const owner of inventory.owners) {
      const place = lookupZip(owner.zip);
      expect(place).toMatchObject({
        city: owner.city,
        state: owner.state,
        latitude: owner.latitude,
        longitude: owner.longitude,
      });
    }
  });

  it('spreads dealer priorities over the spec codes, some at 10 or lower', () => {
    const priorities = inventory.owners
      .filter((owner) => owner.kind === 'dealer')
      .map((owner) => owner.priority);
    // "Listing priority codes: 5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM."
    for (const priority of priorities) expect([5, 10, 15, 17, 20, 30]).toContain(priority);
    expect(priorities.filter((priority) => priority <= 10).length).toBeGreaterThan(5);
    expect(priorities.filter((priority) => priority > 10).length).toBeGreaterThan(5);
  });

  it('gives 9-digit listing ids, 7-digit owner ids and valid VINs, all unique', () => {
    const ids = inventory.listings.map((row) => row.id as number);
    expect(new Set(ids).size).toBe(LISTINGS);
    for (const id of ids) expect(String(id)).toMatch(/^\d{9}$/);
    const ownerIds = inventory.owners.map((owner) => owner.id);
    expect(new Set(ownerIds).size).toBe(ownerIds.length);
    for (const id of ownerIds) expect(String(id)).toMatch(/^\d{7}$/);
    const vins = inventory.listings.map((row) => row.vin);
    expect(new Set(vins).size).toBe(LISTINGS);
    for (const vin of vins) expect(isValidVin(vin)).toBe(true);
    const owners = new Set(ownerIds);
    for (const row of inventory.listings) expect(owners.has(row.owner_id)).toBe(true);
  });

  it('stores only codes of the vocabularies (engine ELECTRIC for battery cars)', () => {
    const vocabulary = (words: { slugs: ReadonlyMap<string, string> }) => new Set(words.slugs.keys());
    const engines = new Set([...vocabulary(ENGINE), 'ELECTRIC']);
    for (const row of inventory.listings) {
      expect(vocabulary(LISTING_TYPE).has(row.listing_type)).toBe(true);
      expect(vocabulary(VEHICLE_STYLE).has(row.vehicle_style_code)).toBe(true);
      expect(vocabulary(DRIVE_GROUP).has(row.drive_group)).toBe(true);
      expect(engines.has(row.engine_code)).toBe(true);
      expect(vocabulary(FUEL_TYPE_GROUP).has(row.fuel_type_group)).toBe(true);
      expect(vocabulary(EXT_COLOR).has(row.ext_color_simple)).toBe(true);
      for (const feature of row.feature_codes) expect(vocabulary(FEATURE).has(feature)).toBe(true);
      expect(['AUT', 'MAN']).toContain(row.transmission_code);
      const model = getModel(row.make_code, row.model_code);
      expect(model).toBeDefined();
      if (row.trim_code !== null) expect(model?.trims.map((trim) => trim.code)).toContain(row.trim_code);
      expect(model?.fuelTypes).toContain(row.fuel_type_group);
      expect(model?.driveGroups).toContain(row.drive_group);
      expect(row.fuel_type_group === 'ELE').toBe(row.engine_code === 'ELECTRIC');
    }
  });

  it('lists NEW cars only in the current model years, with under 300 miles', () => {
    const modelYear = currentModelYear(NOW);
    const fresh = inventory.listings.filter((row) => row.listing_type === 'NEW');
    expect(fresh.length / LISTINGS).toBeGreaterThan(0.2);
    for (const row of fresh) {
      expect([modelYear, modelYear - 1]).toContain(row.year);
      expect(row.mileage).toBeLessThan(300);
    }
    const shares = ['USED', 'CERTIFIED', '3P_CERT'].map(
      (type) => inventory.listings.filter((row) => row.listing_type === type).length / LISTINGS,
    );
    expect(shares[0]).toBeGreaterThan(0.4);
    expect(shares[1]).toBeGreaterThan(0.04);
    expect(shares[2]).toBeGreaterThan(0.01);
  });

  it('builds each car as it was sold in its model year: a year the model was built, its fuel and trim then', () => {
    let dated = 0;
    for (const row of inventory.listings) {
      const model = getModel(row.make_code, row.model_code);
      if (!model) throw new Error(`no model ${row.make_code} ${row.model_code}`);
      expect(fuelsInYear(model, row.year)).toContain(row.fuel_type_group);
      const trim = model.trims.find((one) => one.code === row.trim_code);
      // No trim only for a year before every curated trim of the model.
      if (trim) expect(trimsInYear(model, row.year)).toContain(trim);
      else expect(trimsInYear(model, row.year)).toEqual([]);
      if (trim?.years) dated++;
    }
    // Trims with years of their own are common enough that the rule is exercised.
    expect(dated / LISTINGS).toBeGreaterThan(0.05);
  });

  it('keeps most cars within the last 10 model years and drives about 12,000 miles a year', () => {
    const modelYear = currentModelYear(NOW);
    const used = inventory.listings.filter((row) => row.listing_type !== 'NEW');
    expect(used.filter((row) => modelYear - row.year <= 10).length / used.length).toBeGreaterThan(0.75);
    const perYear = used
      .filter((row) => modelYear - row.year >= 3)
      .map((row) => row.mileage / (modelYear - row.year));
    expect(mean(perYear)).toBeGreaterThan(9_000);
    expect(mean(perYear)).toBeLessThan(15_000);
  });

  it('prices older and higher-mileage cars lower on average', () => {
    const modelYear = currentModelYear(NOW);
    const used = inventory.listings.filter((row) => row.listing_type === 'USED' && row.msrp);
    const ratio = (row: (typeof used)[number]) => row.price / (row.msrp as number);
    const byAge = [1, 3, 5, 8, 12].map((age) =>
      mean(used.filter((row) => modelYear - row.year === age).map(ratio)),
    );
    for (let index = 1; index < byAge.length; index++)
      expect(byAge[index]).toBeLessThan(byAge[index - 1] as number);
    for (const age of [2, 3, 4, 5]) {
      const sameAge = used
        .filter((row) => modelYear - row.year === age)
        .sort((a, b) => a.mileage - b.mileage);
      const half = Math.floor(sameAge.length / 2);
      expect(mean(sameAge.slice(half).map(ratio))).toBeLessThan(mean(sameAge.slice(0, half).map(ratio)));
    }
  });

  it('lists within the last 90 days, with reduced listings carrying their higher earlier prices', () => {
    const byListing = new Map<number, NewPriceChange[]>();
    for (const change of inventory.prices)
      byListing.set(change.listing_id, [...(byListing.get(change.listing_id) ?? []), change]);
    let reduced = 0;
    for (const row of inventory.listings) {
      const listed = (row.listed_at as Date).getTime();
      expect(listed).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - listed).toBeLessThanOrEqual(91 * 86_400_000);
      const history = byListing.get(row.id as number) ?? [];
      expect(history.at(-1)?.price).toBe(row.price);
      expect(((history[0] as NewPriceChange).changed_at as Date).getTime()).toBe(listed);
      for (let step = 1; step < history.length; step++) {
        expect((history[step] as NewPriceChange).price).toBeLessThan(
          (history[step - 1] as NewPriceChange).price,
        );
      }
      if (history.length > 1) reduced++;
    }
    expect(reduced / LISTINGS).toBeGreaterThan(0.1);
  });

  it('features about 15 percent, marks commercial vans and trucks and money-back dealers', () => {
    const featured = inventory.listings.filter((row) => row.tier === 'Featured').length / LISTINGS;
    expect(featured).toBeGreaterThan(0.1);
    expect(featured).toBeLessThan(0.2);
    const commercial = inventory.listings.filter((row) => row.vehicle_use_type === 'COMMERCIAL');
    expect(commercial.length).toBeGreaterThan(0);
    for (const row of commercial) expect(['VANMV', 'TRUCKS']).toContain(row.vehicle_style_code);
    expect(inventory.listings.some((row) => row.vehicle_exchange)).toBe(true);
    expect(
      inventory.listings.filter((row) => row.seller_type === 'p').every((row) => row.listing_type === 'USED'),
    ).toBe(true);
  });

  it.each([
    [{ seed: 1, listings: -1 }],
    [{ seed: 1.5, listings: 10 }],
    [{ seed: 1, listings: 10, chunkSize: 0 }],
  ])('refuses bad options %j with DataError INVALID_OPTIONS', (options) => {
    expect(() => generateInventory({ ...options, now: NOW }).next()).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }) as unknown as DataError,
    );
  });
});
