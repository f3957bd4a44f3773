import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDealerFeed } from '../data/index';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';
import { type ListingChange, readListingChanges } from './listing-change-log';

// Issue 31: the change log every reader of listing changes shares (README "The listing change log"): what the
// trigger writes for each kind of write, the importer's upserts included, and a reader taking each row once.

const NOW = new Date('2025-03-15T12:00:00Z');
const HEADER =
  'Year,Make,Model,Used/New,Price,ConsumerRating,ConsumerReviews,SellerType,SellerName,SellerRating,SellerReviews,' +
  'StreetName,State,Zipcode,DealType,ComfortRating,InteriorDesignRating,PerformanceRating,ValueForMoneyRating,' +
  'ExteriorStylingRating,ReliabilityRating,ExteriorColor,InteriorColor,Drivetrain,MinMPG,MaxMPG,FuelType,' +
  'Transmission,Engine,VIN,Stock#,Mileage';

/** One feed row of a Civic at Allston Honda, in the cars.com sample's column order. */
const feedRow = (vin: string, price: string) =>
  [
    '2020,Honda,Civic EX,Used',
    `"$${price} "`,
    '4.8,12,Dealer,Allston Honda,4.5,100,1 Main St Boston,MA,2134,Good,5,5,5,5,5,5',
    'Crystal Black Pearl,Black,Front-wheel Drive,31,40,Gasoline,Automatic CVT,2.0L I4 16V MPFI DOHC',
    `${vin},A123,"30,000"`,
  ].join(',');

describe.each(ENGINES)('the listing change log on %s', (engine) => {
  let api: TestApi;
  const db = () => api.database.db;
  const read = async (reader: string, chunk?: number) => {
    const seen: ListingChange[] = [];
    for (;;) {
      const outcome = await readListingChanges(
        db(),
        reader,
        async (_trx, changes) => void seen.push(...changes),
        chunk,
      );
      if (outcome.busy || !outcome.more) break;
    }
    return seen;
  };
  const kinds = (changes: ListingChange[]) =>
    changes.map(({ listingId, kind, oldPrice, newPrice }) => [listingId, kind, oldPrice, newPrice]);

  beforeAll(async () => {
    api = await createTestApi(engine);
    // Whatever the test database was made with is behind both readers.
    await read('test-a');
    await read('test-b', 2);
  });
  afterAll(() => api.close());

  it('logs inserts, price and status changes and deletes, and nothing for a write that changes none of them', async () => {
    await insert(
      db(),
      [owner({ id: 900_001 })],
      [listing({ id: 900_101, owner_id: 900_001, price: 20_000 })],
    );
    await db().updateTable('listings').set({ price: 19_000 }).where('id', '=', 900_101).execute();
    await db().updateTable('listings').set({ description: 'Clean' }).where('id', '=', 900_101).execute();
    await db()
      .updateTable('listings')
      .set({ status: 'sold', price: 18_500 })
      .where('id', '=', 900_101)
      .execute();
    await db().updateTable('listings').set({ status: 'active' }).where('id', '=', 900_101).execute();
    await db().deleteFrom('listings').where('id', '=', 900_101).execute();
    // A transaction that rolls back leaves no row.
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('listings').set({ price: 1 }).where('owner_id', '=', 900_001).execute();
        await insert(trx, [], [listing({ id: 900_102, owner_id: 900_001 })]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    const changes = await read('test-a');
    expect(kinds(changes)).toEqual([
      [900_101, 'listed', null, 20_000],
      [900_101, 'price', 20_000, 19_000],
      [900_101, 'sold', 19_000, 18_500],
      [900_101, 'price', 19_000, 18_500],
      [900_101, 'relisted', 18_500, 18_500],
      [900_101, 'removed', 18_500, null],
    ]);
    // Each row once: the next read finds nothing.
    expect(await read('test-a')).toEqual([]);
    // Another reader, reading two rows at a time, sees the same rows in the same order.
    expect(kinds(await read('test-b', 2))).toEqual(kinds(changes));
    expect(await read('test-b', 2)).toEqual([]);
  });

  it("catches the importer's writes: new cars, a repriced one, and no row for an unchanged re-import", async () => {
    const first = [HEADER, feedRow('19XFC1F32LE012347', '19,500'), feedRow('19XFC1F34LE012348', '21,000')];
    const report = await importDealerFeed(db(), first.join('\r\n'), { now: NOW });
    expect(report.imported).toBe(2);
    await importDealerFeed(db(), first.join('\r\n'), { now: NOW });
    await importDealerFeed(db(), [HEADER, feedRow('19XFC1F32LE012347', '18,900')].join('\r\n'), {
      now: new Date(NOW.getTime() + 60_000),
    });
    const [civic, other] = report.listingIds as [number, number];
    expect(kinds(await read('test-a'))).toEqual([
      [civic, 'listed', null, 19_500],
      [other, 'listed', null, 21_000],
      [civic, 'price', 19_500, 18_900],
    ]);
  });

  it('writes the writing transaction id, below the horizon once that transaction has finished', async () => {
    await insert(db(), [], [listing({ id: 900_103, owner_id: 900_001 })]);
    const row = await sql<{ below: boolean }>`
      select xid < pg_snapshot_xmin(pg_current_snapshot()) as below
      from listing_changes where listing_id = 900103`.execute(db());
    expect(row.rows).toEqual([{ below: true }]);
    expect(kinds(await read('test-a'))).toEqual([[900_103, 'listed', null, 21_000]]);
  });

  it('reads a long range in chunks, in position order, every row once', async () => {
    // 100 rows: positions cross a power of ten, where text order and number order part.
    const ids = Array.from({ length: 100 }, (_, index) => 900_200 + index);
    await insert(
      db(),
      [],
      ids.map((id) => listing({ id, owner_id: 900_001 })),
    );
    const changes = (await read('test-b', 4)).filter(({ kind }) => kind === 'listed');
    expect(changes.map(({ listingId }) => listingId).filter((id) => id >= 900_200 && id < 900_400)).toEqual(
      ids,
    );
    const positions = changes.map(({ position }) => BigInt(position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
    expect(await read('test-b', 4)).toEqual([]);
  });
});
