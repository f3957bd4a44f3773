import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/open-database';
import { FeedFormatError, type ImportReport, importDealerFeed, isEmpty } from './index';

// The real feed lives beside the repository (../shared/data from the repository root); CI always has it.
const SAMPLE = fileURLToPath(
  new URL('../../../../../shared/data/dealer-feed-carscom-2022-sample.csv', import.meta.url),
);
const HAS_SAMPLE = existsSync(SAMPLE);
if (!HAS_SAMPLE) console.warn(`Skipping the dealer feed sample tests: ${SAMPLE} is not there.`);

const NOW = new Date('2025-03-15T12:00:00Z');
const HEADER =
  'Year,Make,Model,Used/New,Price,ConsumerRating,ConsumerReviews,SellerType,SellerName,SellerRating,SellerReviews,' +
  'StreetName,State,Zipcode,DealType,ComfortRating,InteriorDesignRating,PerformanceRating,ValueForMoneyRating,' +
  'ExteriorStylingRating,ReliabilityRating,ExteriorColor,InteriorColor,Drivetrain,MinMPG,MaxMPG,FuelType,' +
  'Transmission,Engine,VIN,Stock#,Mileage';

/** A feed row in the sample's column order, from the fields we read. */
function row(fields: {
  year?: string;
  make?: string;
  model?: string;
  condition?: string;
  price?: string;
  seller?: string;
  zip?: string;
  vin?: string;
  mileage?: string;
  color?: string;
  interior?: string;
}) {
  const f = {
    year: '2020',
    make: 'Honda',
    model: 'Civic EX',
    condition: 'Used',
    price: '"$19,500 "',
    seller: 'Allston Honda',
    zip: '2134',
    vin: '19XFC1F32LE012347',
    mileage: '"30,000"',
    color: 'Crystal Black Pearl',
    interior: '–',
    ...fields,
  };
  return [
    f.year,
    f.make,
    f.model,
    f.condition,
    f.price,
    '4.8',
    '12',
    'Dealer',
    f.seller,
    '4.5',
    '100',
    '1 Main St Boston',
    'MA',
    f.zip,
    'Good',
    '5',
    '5',
    '5',
    '5',
    '5',
    '5',
    f.color,
    f.interior,
    'Front-wheel Drive',
    '31',
    '40',
    'Gasoline',
    'Automatic CVT',
    '2.0L I4 16V MPFI DOHC',
    f.vin,
    'A123',
    f.mileage,
  ].join(',');
}

const count = async (database: Database, table: 'owners' | 'listings' | 'price_changes') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importDealerFeed on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database?.close());

  describe('dirty rows', () => {
    let report: ImportReport;
    beforeAll(async () => {
      const text = [
        HEADER,
        row({ price: '"$39,998 "', condition: 'Honda Certified', vin: '19XFC1F39LE012345' }),
        `${row({ vin: '19XFC1F30LE012346' })},extra`,
        row({ make: 'Trabant', vin: '19XFC1F30LE012346' }),
        row({ year: '20X0' }),
        row({ vin: '19XFC1F34LE012345' }),
        row({ seller: '–' }),
        row({ mileage: 'lots' }),
        row({ condition: 'Salvage' }),
        '',
        `2021,Honda,"Accord EX`,
      ].join('\r\n');
      report = await importDealerFeed(database.db, text, { now: NOW });
    });

    it('imports the good row with its dirt cleaned', async () => {
      expect(report.imported).toBe(1);
      const listing = await database.db
        .selectFrom('listings')
        .innerJoin('owners', 'owners.id', 'listings.owner_id')
        .select([
          'price',
          'listing_type',
          'listings.zip',
          'city',
          'state',
          'int_color',
          'ext_color_simple',
          'status',
          'model_code',
          'trim_code',
        ])
        .where('vin', '=', '19XFC1F39LE012345')
        .executeTakeFirstOrThrow();
      // "$39,998 " -> 39998, zip "2134" -> "02134", "–" -> null, "Honda Certified" -> CERTIFIED
      expect(listing).toEqual({
        price: 39_998,
        listing_type: 'CERTIFIED',
        zip: '02134',
        city: 'Allston',
        state: 'MA',
        int_color: null,
        ext_color_simple: 'BLACK',
        status: 'active',
        model_code: 'CIVIC',
        trim_code: 'EX',
      });
    });

    it('reports every other row with its line and reason, and keeps going', () => {
      expect(report.rows).toBe(9);
      expect(report.rejected.map(({ line, code }) => [line, code])).toEqual([
        [3, 'WRONG_FIELD_COUNT'],
        [4, 'UNKNOWN_MAKE'],
        [5, 'INVALID_YEAR'],
        [6, 'INVALID_VIN'],
        [7, 'MISSING_SELLER'],
        [8, 'INVALID_MILEAGE'],
        [9, 'UNKNOWN_CONDITION'],
        [11, 'MALFORMED_CSV'],
      ]);
      expect(report.rejected[0]?.reason).toBe('The row has 33 fields where the header has 32');
      expect(report.rejected[1]?.reason).toBe('Make "Trabant" is not a make we know');
      expect(report.rejected[3]?.reason).toBe(
        'VIN "19XFC1F34LE012345" is not valid: its check digit is wrong',
      );
    });
  });

  it('refuses a file that is not a dealer feed, naming the missing columns, before writing anything', async () => {
    const before = await count(database, 'listings');
    const text =
      'Year,Make,Model,Used/New,SellerName,Zipcode,Mileage\n2020,Honda,Civic,Used,Test,02134,100\n';
    const error = await importDealerFeed(database.db, text, { now: NOW }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFormatError);
    expect(error).toMatchObject({ code: 'UNKNOWN_FEED_FORMAT', missingColumns: ['Price', 'VIN'] });
    expect((error as Error).message).toContain('the header lacks Price, VIN');
    expect(await count(database, 'listings')).toBe(before);
  });

  it('refuses an empty file', async () => {
    await expect(importDealerFeed(database.db, '', { now: NOW })).rejects.toMatchObject({
      code: 'EMPTY_FEED',
    });
  });

  describe.skipIf(!HAS_SAMPLE)('the cars.com 2022 sample feed (../shared/data)', () => {
    let first: ImportReport;
    // biome-ignore lint/suspicious/noDuplicateTestHooks: this hook is in describe.skipIf's block, which biome does not see as a describe
    beforeAll(async () => {
      await database.db.deleteFrom('listings').execute();
      await database.db.deleteFrom('owners').execute();
      expect(await isEmpty(database.db)).toBe(true);
      first = await importDealerFeed(database.db, readFileSync(SAMPLE), { now: NOW });
    });

    it('imports every good row and rejects the 7 bad ones with their reasons', async () => {
      expect(first).toMatchObject({ rows: 1_500, imported: 1_474, updated: 19 });
      expect(first.rejected).toEqual([
        { line: 111, code: 'UNKNOWN_ZIP', reason: 'Zip "1" is not a US zip code', vin: '4JGFB4KB0LA211221' },
        {
          line: 123,
          code: 'INVALID_VIN',
          reason: 'VIN "3VWC57BU9KM164298" is not valid: its check digit is wrong',
          vin: '3VWC57BU9KM164298',
        },
        {
          line: 670,
          code: 'INVALID_PRICE',
          reason: 'Price "Not Priced" is not a price',
          vin: '1C4PJLDB2KD434327',
        },
        {
          line: 819,
          code: 'UNKNOWN_ZIP',
          reason: 'Zip "Fox" is not a US zip code',
          vin: 'JTJAM7BX1M5283767',
        },
        {
          line: 1_007,
          code: 'UNKNOWN_ZIP',
          reason: 'Zip "Loop" is not a US zip code',
          vin: 'SALE3ERU6M2035810',
        },
        {
          line: 1_073,
          code: 'UNKNOWN_ZIP',
          reason: 'Zip "102" is not a US zip code',
          vin: 'KM8R2DHE2NU391060',
        },
        {
          line: 1_286,
          code: 'UNKNOWN_ZIP',
          reason: 'Zip "1" is not a US zip code',
          vin: 'SALVP2BG7DH811043',
        },
      ]);
      // 19 rows repeat a dealer's VIN: one listing each.
      expect(await count(database, 'listings')).toBe(1_474);
      expect(first.listingIds).toHaveLength(1_474);
    });

    it('makes imported listings searchable at once: active, placed by their zip, in our codes', async () => {
      const listing = await database.db
        .selectFrom('listings')
        .innerJoin('owners', 'owners.id', 'listings.owner_id')
        .selectAll('listings')
        .select(['owners.name', 'owners.city', 'owners.kind'])
        .where('vin', '=', '1HGCV1F49MA038035')
        .executeTakeFirstOrThrow();
      expect(listing).toMatchObject({
        status: 'active',
        name: 'AutoSavvy Las Vegas',
        kind: 'dealer',
        city: 'Las Vegas',
        zip: '89104',
        make_code: 'HONDA',
        model_code: 'ACCORD',
        trim_name: 'Sport SE',
        listing_type: 'USED',
        price: 28_500,
        mileage: 10_598,
        ext_color_simple: 'GRAY',
        int_color: null,
        drive_group: 'FWD',
        engine_code: '4CLDR',
        fuel_type_group: 'GSL',
        transmission_code: 'AUT',
        vehicle_style_code: 'SEDAN',
        mpg_city: 29,
        mpg_highway: 35,
        seller_type: 'd',
        description: 'Stock #54237',
      });
      expect(listing.latitude).toBeCloseTo(36.16, 1);
      expect(listing.longitude).toBeCloseTo(-115.1, 0);
      expect(String(listing.id)).toMatch(/^8\d{8}$/);
    });

    it('reads the certified flag from the condition column and private sellers from the seller type', async () => {
      const types = await database.db
        .selectFrom('listings')
        .select(['listing_type', 'seller_type'])
        .execute();
      expect(types.filter((listing) => listing.listing_type === 'CERTIFIED')).toHaveLength(244);
      expect(types.filter((listing) => listing.seller_type === 'p')).toHaveLength(9);
      const split = await database.db
        .selectFrom('listings')
        .select(['make_code', 'model_code'])
        .where('vin', '=', 'SALVP2BG7DH811043')
        .execute();
      expect(split).toEqual([]);
      const landRover = await database.db
        .selectFrom('listings')
        .select('model_code')
        .where('make_code', '=', 'ROV')
        .execute();
      expect(landRover.length).toBeGreaterThan(20);
    });

    it('judges the imported listings against each other', async () => {
      const judged = await database.db
        .selectFrom('listings')
        .select('deal_indicator')
        .where('deal_comparison', 'is not', null)
        .execute();
      expect(judged.length).toBeGreaterThan(300);
      expect(judged.some((listing) => listing.deal_indicator === 'Great')).toBe(true);
    });

    it('changes nothing on a second import of the same file', async () => {
      const before = await Promise.all(
        ['owners', 'listings', 'price_changes'].map((table) => count(database, table as 'owners')),
      );
      const again = await importDealerFeed(database.db, readFileSync(SAMPLE), {
        now: new Date('2025-03-16T12:00:00Z'),
      });
      expect(again).toMatchObject({ rows: 1_500, imported: 0, updated: 1_493 });
      expect(again.rejected).toEqual(first.rejected);
      expect(
        await Promise.all(
          ['owners', 'listings', 'price_changes'].map((table) => count(database, table as 'owners')),
        ),
      ).toEqual(before);
    });

    it('records a new price when the feed changes one, keeping the listing and its date', async () => {
      const original = await database.db
        .selectFrom('listings')
        .select(['id', 'listed_at'])
        .where('vin', '=', '1HGCV1F49MA038035')
        .executeTakeFirstOrThrow();
      const text = readFileSync(SAMPLE, 'utf8').replace('"$28,500 "', '"$27,900 "');
      await importDealerFeed(database.db, text, { now: new Date('2025-03-17T12:00:00Z') });
      const history = await database.db
        .selectFrom('price_changes')
        .select(['price', 'changed_at'])
        .where('listing_id', '=', original.id)
        .orderBy('changed_at')
        .execute();
      expect(history.map((change) => change.price)).toEqual([28_500, 27_900]);
      const updated = await database.db
        .selectFrom('listings')
        .select(['id', 'price', 'listed_at'])
        .where('vin', '=', '1HGCV1F49MA038035')
        .executeTakeFirstOrThrow();
      expect(updated).toEqual({ ...original, price: 27_900 });
    });
  });
});
