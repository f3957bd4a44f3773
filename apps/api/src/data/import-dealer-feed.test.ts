import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertWorker, createOutboxSender } from '../alerts';
import { type Database, openDatabase } from '../db/open-database';
import { modelLabel } from '../listings/vehicle-names';
import { insertConsumer, insertSavedVehicle } from '../testing/alert-fixtures';
import { testClock } from '../testing/payment-fixtures';
import {
  checkFeedHeader,
  FeedFormatError,
  getFeedModel,
  type ImportReport,
  importDealerFeed,
  isEmpty,
  parseFeedMapping,
  vinCheckDigit,
} from './index';

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

  describe('fidelity: models from reference data, implausible values refused, one car per VIN (issue 33)', () => {
    /** A valid VIN from a serial: the check digit (position 9) computed. */
    const vinOf = (serial: number) => {
      const draft = `1FTFW1E50NF${String(serial).padStart(6, '0')}`;
      return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    };
    let report: ImportReport;
    const listing = (vin: string) =>
      database.db
        .selectFrom('listings')
        .innerJoin('owners', 'owners.id', 'listings.owner_id')
        .select([
          'make_code',
          'model_code',
          'trim_name',
          'vehicle_style_code',
          'status',
          'price',
          'owners.name',
        ])
        .where('vin', '=', vin)
        .orderBy('status')
        .execute();
    beforeAll(async () => {
      const text = [
        HEADER,
        row({ make: 'Mercedes-Benz', model: 'A-Class A 220', vin: vinOf(1) }),
        row({ make: 'BMW', model: '750 i xDrive', vin: vinOf(2) }),
        row({ make: 'Chrysler', model: 'Town & Country Touring', vin: vinOf(3) }),
        row({ make: 'Lexus', model: 'IS 350 Base', vin: vinOf(4) }),
        row({ make: 'Lexus', model: 'RX 450h F Sport', vin: vinOf(5) }),
        row({ make: 'GMC', model: 'Sierra 3500HD Denali', vin: vinOf(6) }),
        row({ make: 'GMC', model: 'Sierra 1500 Denali', vin: vinOf(7) }),
        row({ price: '"$39.998 "', vin: vinOf(8) }),
        row({ price: '$1', vin: vinOf(9) }),
        row({ mileage: '"1,000,000"', vin: vinOf(10) }),
        row({ mileage: '0', vin: vinOf(11) }),
        row({ mileage: '0', condition: 'New', vin: vinOf(12) }),
        row({ seller: 'Brighton Honda', zip: '2135', vin: vinOf(13) }),
        row({ seller: 'Allston Honda', vin: vinOf(13), price: '"$18,900 "' }),
      ].join('\r\n');
      report = await importDealerFeed(database.db, text, { now: NOW });
    });

    it('matches model and trim against the reference data and never shows a code as a name', async () => {
      const shown = async (serial: number) => {
        const [found] = await listing(vinOf(serial));
        return found && [found.make_code, modelLabel(found.make_code, found.model_code), found.trim_name];
      };
      expect(await shown(1)).toEqual(['MB', 'A220', null]);
      expect(await shown(2)).toEqual(['BMW', '750i', 'xDrive']);
      expect(await shown(3)).toEqual(['CHRY', 'Town and Country', 'Touring']);
    });

    it('keeps distinct models apart: IS 350 is no IS 300, RX 450h no RX 350, Sierra 3500HD no Sierra 1500', async () => {
      const [is350] = await listing(vinOf(4));
      expect(is350).toMatchObject({ model_code: 'IS350', trim_name: 'Base' });
      expect(modelLabel('LEXUS', 'IS350')).toBe('IS 350');
      const [rx450h] = await listing(vinOf(5));
      expect(rx450h).toMatchObject({ model_code: 'RX450H', trim_name: 'F Sport' });
      expect(await listing(vinOf(6))).toEqual([]);
      expect(report.rejected.find((rejected) => rejected.vin === vinOf(6))).toEqual({
        line: 7,
        code: 'UNKNOWN_MODEL',
        reason: 'Model "Sierra 3500HD Denali" is not a GMC model in our reference data',
        vin: vinOf(6),
      });
      const [sierra] = await listing(vinOf(7));
      expect(sierra).toMatchObject({ model_code: 'SIERRA', trim_name: 'Denali' });
    });

    it('takes the body style from the reference data (EPA class), not a sedan by default', async () => {
      const [townAndCountry] = await listing(vinOf(3));
      expect(townAndCountry?.vehicle_style_code).toBe('VANMV');
      const [sierra] = await listing(vinOf(7));
      expect(sierra?.vehicle_style_code).toBe('TRUCKS');
    });

    it('refuses an ambiguous price, a price under $500 and an implausible mileage, with the row and its reason', () => {
      const refused = report.rejected.filter((rejected) => rejected.code !== 'UNKNOWN_MODEL');
      expect(refused).toEqual([
        {
          line: 9,
          code: 'AMBIGUOUS_PRICE',
          reason:
            'Price "$39.998" is ambiguous: the point may separate thousands or cents; write it as $39,998 or without the point',
          vin: vinOf(8),
        },
        {
          line: 10,
          code: 'IMPLAUSIBLE_PRICE',
          reason: 'Price $1 is under $500: no car sells for that, it is a placeholder or a typing error',
          vin: vinOf(9),
        },
        {
          line: 11,
          code: 'IMPLAUSIBLE_MILEAGE',
          reason:
            'Mileage 1,000,000 miles is over 500,000 miles: no car on sale has driven that far, it is a typing error',
          vin: vinOf(10),
        },
        {
          line: 12,
          code: 'IMPLAUSIBLE_MILEAGE',
          reason:
            'Mileage 0 miles is under 100 miles for a used car: list it as New, or give its real mileage',
          vin: vinOf(11),
        },
      ]);
    });

    it('imports a new car with 0 miles', async () => {
      expect(await listing(vinOf(12))).toHaveLength(1);
    });

    it('keeps one car per VIN across dealers: the later listing wins, reported with both lines', async () => {
      expect(await listing(vinOf(13))).toEqual([
        expect.objectContaining({ name: 'Allston Honda', status: 'active', price: 18_900 }),
      ]);
      expect(report.replaced).toEqual([
        {
          line: 15,
          vin: vinOf(13),
          replacedLine: 14,
          replacedListingId: null,
          replacedDealer: 'Brighton Honda',
          reason:
            `VIN ${vinOf(13)} was also listed by Brighton Honda on line 14: one car per VIN, so the later ` +
            'listing (line 15) wins and that one is withdrawn',
        },
      ]);
      expect(report).toMatchObject({ rows: 14, imported: 8 });
    });

    it("withdraws another dealer's listing of the VIN when a later import lists it", async () => {
      const later = await importDealerFeed(
        database.db,
        [HEADER, row({ seller: 'Brighton Honda', zip: '2135', vin: vinOf(13) })].join('\n'),
        { now: new Date('2025-03-16T12:00:00Z') },
      );
      const listings = await listing(vinOf(13));
      expect(listings.map(({ name, status }) => [name, status])).toEqual([
        ['Brighton Honda', 'active'],
        ['Allston Honda', 'sold'],
      ]);
      expect(later.replaced).toEqual([
        expect.objectContaining({
          line: 2,
          replacedLine: null,
          replacedDealer: 'Allston Honda',
          reason: expect.stringMatching(
            /^VIN \w{17} was also listed by Allston Honda \(listing \d+\): one car per VIN, so the later listing \(line 2\) wins/,
          ),
        }),
      ]);
    });
    it('keeps the saves of a car that moved dealer on its new listing, and no alert calls it sold', async () => {
      const vin = vinOf(21);
      const db = database.db;
      const day = (n: number) => new Date(`2025-03-${n}T12:00:00Z`);
      const lists = (seller: string, zip: string, n: number) =>
        importDealerFeed(db, [HEADER, row({ seller, zip, vin })].join('\n'), { now: day(n) });
      const idAt = async (seller: string) =>
        (
          await db
            .selectFrom('listings')
            .innerJoin('owners', 'owners.id', 'listings.owner_id')
            .select('listings.id')
            .where('vin', '=', vin)
            .where('owners.name', '=', seller)
            .executeTakeFirstOrThrow()
        ).id;
      const savedOf = async (consumer: string) =>
        (
          await db
            .selectFrom('saved_vehicles')
            .select('listing_id')
            .where('consumer_id', '=', consumer)
            .execute()
        ).map((saved) => saved.listing_id);
      await lists('Allston Honda', '2134', 17);
      const allston = await idAt('Allston Honda');
      const follower = await insertConsumer(db, 'moved-car-follower');
      await insertSavedVehicle(db, follower, { listing_id: allston, alerted_price: 19_500 });
      // The VIN at another dealer: the save follows the car there.
      await lists('Brighton Honda', '2135', 18);
      const brighton = await idAt('Brighton Honda');
      expect(await savedOf(follower)).toEqual([brighton]);
      // One who saved it at both dealers keeps one save when it moves back.
      const both = await insertConsumer(db, 'moved-car-both');
      await insertSavedVehicle(db, both, { listing_id: allston, alerted_price: 19_500 });
      await insertSavedVehicle(db, both, { listing_id: brighton, alerted_price: 19_500 });
      await lists('Allston Honda', '2134', 19);
      expect(await savedOf(follower)).toEqual([allston]);
      expect(await savedOf(both)).toEqual([allston]);
      // The alert pass reads both moves from the change log: a withdrawn listing is no "sold" to anyone.
      const clock = testClock('2025-03-19T13:00:00.000Z');
      await createAlertWorker({ db, clock, sender: createOutboxSender({ db, clock }) }).runOnce();
      const told = await db
        .selectFrom('alert_items')
        .select('change')
        .where('consumer_id', 'in', [follower, both])
        .execute();
      expect(told.map((item) => item.change)).not.toContain('sold');
    });
  });

  describe('other feed layouts through a column mapping', () => {
    const GENERIC =
      'stock_number,vin,year,make,model,trim,body_style,condition,mileage,price,dealer_name,zip\n' +
      'B77,1HGCV1F49MA038001,2021,Honda,Accord,Sport SE,Sedan,Used,"10,598",28500,Layout Motors,02134\n';

    it('imports the generic preset, with its own trim column', async () => {
      const vin = `1HGCV1F4${vinCheckDigit('1HGCV1F49MA038001')}MA038001`;
      const report = await importDealerFeed(database.db, GENERIC.replace('1HGCV1F49MA038001', vin), {
        now: NOW,
        mapping: parseFeedMapping('generic'),
      });
      expect(report).toMatchObject({ rows: 1, imported: 1, rejected: [] });
      const listing = await database.db
        .selectFrom('listings')
        .select(['model_code', 'trim_name', 'price', 'mileage', 'description'])
        .where('vin', '=', vin)
        .executeTakeFirstOrThrow();
      expect(listing).toEqual({
        model_code: 'ACCORD',
        trim_name: 'Sport SE',
        price: 28_500,
        mileage: 10_598,
        description: 'Stock #B77',
      });
    });

    it('reads an operator mapping: a preset and the columns that differ from it', async () => {
      const vin = `1HGCV1F4${vinCheckDigit('1HGCV1F40MA038002')}MA038002`;
      const text = GENERIC.replace('price,dealer_name', 'Asking Price,Store').replace(
        '1HGCV1F49MA038001',
        vin,
      );
      const mapping = parseFeedMapping(
        JSON.stringify({ preset: 'generic', columns: { price: 'Asking Price', sellerName: 'Store' } }),
      );
      expect(await checkFeedHeader(text, mapping)).toMatchObject({ price: 9, sellerName: 10 });
      const report = await importDealerFeed(database.db, text, { now: NOW, mapping });
      expect(report).toMatchObject({ imported: 1, rejected: [] });
    });

    it('names the mapped columns a header lacks, and refuses a wrong mapping naming the key', async () => {
      await expect(checkFeedHeader(GENERIC, { preset: 'cars.com' })).rejects.toMatchObject({
        code: 'UNKNOWN_FEED_FORMAT',
        missingColumns: ['Used/New', 'SellerName', 'Zipcode'],
      });
      expect(() => parseFeedMapping('{"columns": {"prise": "Price"}}')).toThrow(
        'The column mapping is wrong at columns: Unrecognized key: "prise". Fields: year, make, model, trim,',
      );
      expect(() => parseFeedMapping('autotrader')).toThrow(
        'The column mapping is neither a preset (cars.com, generic) nor JSON',
      );
      await expect(checkFeedHeader('', undefined)).rejects.toMatchObject({ code: 'EMPTY_FEED' });
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

    it('imports every good row and rejects the 8 bad ones with their reasons', async () => {
      expect(first).toMatchObject({ rows: 1_500, imported: 1_473, updated: 19 });
      expect(first.rejected).toEqual([
        { line: 111, code: 'UNKNOWN_ZIP', reason: 'Zip "1" is not a US zip code', vin: '4JGFB4KB0LA211221' },
        {
          line: 123,
          code: 'INVALID_VIN',
          reason: 'VIN "3VWC57BU9KM164298" is not valid: its check digit is wrong',
          vin: '3VWC57BU9KM164298',
        },
        {
          line: 558,
          code: 'UNKNOWN_MODEL',
          reason: 'Model "Hardtop Cooper" is not a MINI model in our reference data',
          vin: 'WMWXS5C5XFT831877',
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
      expect(await count(database, 'listings')).toBe(1_473);
      expect(first.listingIds).toHaveLength(1_473);
    });

    it('keeps one car per VIN across dealers: the later listing wins, reported', async () => {
      expect(first.replaced).toEqual([
        {
          line: 859,
          vin: '2T2AZMAA9LC167195',
          replacedLine: 320,
          replacedListingId: expect.any(Number),
          replacedDealer: 'EchoPark Automotive Greensboro Delivery Center',
          reason:
            'VIN 2T2AZMAA9LC167195 was also listed by EchoPark Automotive Greensboro Delivery Center on line 320: ' +
            'one car per VIN, so the later listing (line 859) wins and that one is withdrawn',
        },
      ]);
      const listings = await database.db
        .selectFrom('listings')
        .select(['id', 'status'])
        .where('vin', '=', '2T2AZMAA9LC167195')
        .orderBy('status')
        .execute();
      expect(listings).toEqual([
        { id: expect.any(Number), status: 'active' },
        { id: first.replaced[0]?.replacedListingId, status: 'sold' },
      ]);
    });

    it('shows every imported model by its reference name, never a code, and merges no two models', async () => {
      const rows = await database.db
        .selectFrom('listings')
        .select(['vin', 'make_code', 'model_code', 'trim_name'])
        .where('status', '=', 'active')
        .execute();
      const named = (vin: string) => {
        const found = rows.find((row) => row.vin === vin);
        return found && [modelLabel(found.make_code, found.model_code), found.trim_name];
      };
      // Rows that showed "ACLASS", "750I", "GLKCLASS", or were filed under IS 300 and NX 300 before.
      const lines = readFileSync(SAMPLE, 'utf8').split('\n');
      const vinOf = (model: string) =>
        lines.find((line) => line.includes(`,${model},`))?.match(/,([A-HJ-NPR-Z0-9]{17}),/)?.[1] ?? '';
      expect(named(vinOf('A-Class A 220'))).toEqual(['A220', null]);
      expect(named(vinOf('750 i'))).toEqual(['750i', null]);
      expect(named(vinOf('GLK-Class GLK 350'))).toEqual(['GLK350', null]);
      expect(named(vinOf('Continental Select'))).toEqual(['Continental', 'Select']);
      expect(named(vinOf('IS 350 Base'))).toEqual(['IS 350', 'Base']);
      expect(named(vinOf('IS 300 Base'))).toEqual(['IS 300', 'Base']);
      expect(named(vinOf('NX 200t Base'))).toEqual(['NX 200t', 'Base']);
      // Every listing's model is one the reference data names (its label is that name, not a made-up code).
      const unnamed = rows.filter((row) => !getFeedModel(row.make_code, row.model_code));
      expect(unnamed).toEqual([]);
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

    it('rates the imported listings against each other', async () => {
      const rated = await sql<{ band: string | null }>`
        select deal_rating ->> 'band' as band from listings where deal_rating is not null`.execute(
        database.db,
      );
      expect(rated.rows.length).toBeGreaterThan(1_000);
      for (const band of ['Great', 'Good', 'Fair'])
        expect(rated.rows.some((row) => row.band === band)).toBe(true);
    });

    it('changes nothing on a second import of the same file', async () => {
      const before = await Promise.all(
        ['owners', 'listings', 'price_changes'].map((table) => count(database, table as 'owners')),
      );
      const again = await importDealerFeed(database.db, readFileSync(SAMPLE), {
        now: new Date('2025-03-16T12:00:00Z'),
      });
      expect(again).toMatchObject({ rows: 1_500, imported: 0, updated: 1_492 });
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
