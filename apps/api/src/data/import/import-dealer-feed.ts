import { type Kysely, sql, type Transaction } from 'kysely';
import type { NewListing, NewOwner, Schema } from '../../db/schema';
import { IMPORTED_LISTING_ID_FLOOR, IMPORTED_OWNER_ID_FLOOR } from '../ids';
import { refreshDealRatings } from '../refresh-deal-ratings';
import { currentModelYear } from '../vehicle-pricing';
import {
  type ColumnIndex,
  FeedFormatError,
  type FeedMapping,
  mappedColumns,
  REQUIRED_FIELDS,
  resolveColumns,
} from './feed-format';
import { type FeedRow, mapFeedRow, type RejectedRow } from './map-feed-row';
import { type CsvInput, CsvParseError, parseCsv } from './parse-csv';

export interface ImportOptions {
  /** The time the import runs at: new listings are listed then, changed prices are dated then. */
  now: Date;
  /** Rows per transaction. @default 500 */
  batchSize?: number;
  /**
   * Priority of a dealer the import creates. A feed-integrated dealer pays for its listings, and at 10 or
   * lower its name would show as 'Dealer' on used cars (spec 000 s9). @default 15 (STANDARD_PLUS)
   */
  dealerPriority?: number;
  /**
   * Called with the report so far after each batch is written (and once the file is read): how an upload shows
   * progress. The report is the importer's own, read it before the next batch; `listingIds` fills at the end.
   */
  onProgress?: (report: Readonly<ImportReport>) => void;
  /** How the file's columns are named, when it is not the cars.com layout. @default the cars.com preset */
  mapping?: FeedMapping;
}

/**
 * One car per VIN across dealers: a row whose VIN another dealer lists (in this file or already) wins, being
 * the later listing, and the other listing is withdrawn (status `sold`: it leaves search; its saves move to the
 * listing that won, so no shopper who saved the car is told it was sold).
 */
export interface ReplacedListing {
  /** The line of the row that won. */
  line: number;
  vin: string;
  /** The line of the row that lost, when it was in this file. */
  replacedLine: number | null;
  /** The withdrawn listing; `null` when the losing row was dropped before it was written. */
  replacedListingId: number | null;
  replacedDealer: string;
  reason: string;
}

export interface ImportReport {
  /** Data rows read (the header and blank lines not counted). */
  rows: number;
  /** Rows that created a listing. */
  imported: number;
  /** Rows that matched a listing already there (same dealer and VIN), from an earlier import or this one. */
  updated: number;
  /** Rows left out, each with its line and reason, in file order. */
  rejected: RejectedRow[];
  /** Rows whose VIN another dealer listed, in file order of the winning row. */
  replaced: ReplacedListing[];
  /** Every listing the import created or updated. */
  listingIds: number[];
}

/** Private sellers list for free (spec 000 s3: 5 FREE). */
const PRIVATE_PRIORITY = 5;

const ownerKey = (name: string, zip: string) => `${name}\u0000${zip}`;

async function nextId(
  trx: Transaction<Schema>,
  table: 'owners' | 'listings',
  floor: number,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .where('id', '>=', floor)
    .executeTakeFirst();
  return Math.max(floor - 1, Number(row?.max ?? 0)) + 1;
}

async function resolveOwners(trx: Transaction<Schema>, rows: readonly FeedRow[], priority: number) {
  const wanted = new Map(rows.map((row) => [ownerKey(row.seller.name, row.seller.place.zip), row.seller]));
  const existing = await trx
    .selectFrom('owners')
    .select(['id', 'name', 'zip', 'priority'])
    .where((eb) =>
      eb.or(
        [...wanted.values()].map((seller) =>
          eb.and([eb('name', '=', seller.name), eb('zip', '=', seller.place.zip)]),
        ),
      ),
    )
    .execute();
  const owners = new Map(existing.map((owner) => [ownerKey(owner.name, owner.zip), owner]));
  const missing = [...wanted.entries()].filter(([key]) => !owners.has(key));
  if (missing.length === 0) return owners;
  let id = await nextId(trx, 'owners', IMPORTED_OWNER_ID_FLOOR);
  const created: NewOwner[] = missing.map(([, seller]) => ({
    id: id++,
    kind: seller.kind,
    name: seller.name,
    phone: null,
    email: null,
    website: null,
    priority: seller.kind === 'private' ? PRIVATE_PRIORITY : priority,
    ...seller.place,
    has_dealer_financing: false,
    hide_email_form: false,
  }));
  await trx.insertInto('owners').values(created).execute();
  for (const owner of created)
    owners.set(ownerKey(owner.name, owner.zip), owner as (typeof existing)[number]);
  return owners;
}

interface BatchResult {
  imported: number;
  updated: number;
  ids: number[];
  replaced: ReplacedListing[];
}

/** Where a VIN was last seen in the file: its line and dealer. */
type SeenVins = Map<string, { line: number; dealer: string }>;

const replacedReason = (vin: string, dealer: string, where: string, line: number) =>
  `VIN ${vin} was also listed by ${dealer}${where}: one car per VIN, so the later listing (line ${line}) wins ` +
  'and that one is withdrawn';

async function writeBatch(
  db: Kysely<Schema>,
  batch: readonly FeedRow[],
  options: ImportOptions,
  seen: SeenVins,
): Promise<BatchResult> {
  return db.transaction().execute(async (trx) => {
    // One batch of any import at a time, in every process on the database: new ids are the highest plus one, and a
    // VIN is looked up before it is written, so two imports' batches must not interleave (held until commit).
    await sql`select pg_advisory_xact_lock(hashtext('forecourt feed import'))`.execute(trx);
    const owners = await resolveOwners(trx, batch, options.dealerPriority ?? 15);
    const withOwner = batch.map((row) => {
      const owner = owners.get(ownerKey(row.seller.name, row.seller.place.zip));
      if (!owner) throw new Error(`owner of line ${row.line} was not created`);
      return { row, owner };
    });
    // The same VIN twice in a batch: the later row wins. At the same dealer the earlier counts as an update of
    // it; at another dealer it is reported as replaced (one car per VIN).
    const replaced: ReplacedListing[] = [];
    const latest = new Map<string, (typeof withOwner)[number]>();
    for (const entry of withOwner) {
      const before = latest.get(entry.row.vin);
      if (before && before.owner.id !== entry.owner.id) {
        replaced.push({
          line: entry.row.line,
          vin: entry.row.vin,
          replacedLine: before.row.line,
          replacedListingId: null,
          replacedDealer: before.row.seller.name,
          reason: replacedReason(
            entry.row.vin,
            before.row.seller.name,
            ` on line ${before.row.line}`,
            entry.row.line,
          ),
        });
      }
      latest.set(entry.row.vin, entry);
    }
    const entries = [...latest.values()];
    const existing = await trx
      .selectFrom('listings')
      .select(['id', 'owner_id', 'vin', 'price'])
      .where((eb) =>
        eb.or(
          entries.map(({ row, owner }) => eb.and([eb('owner_id', '=', owner.id), eb('vin', '=', row.vin)])),
        ),
      )
      .execute();
    const known = new Map(existing.map((listing) => [`${listing.owner_id}\u0000${listing.vin}`, listing]));
    let id = await nextId(trx, 'listings', IMPORTED_LISTING_ID_FLOOR);
    const now = options.now;
    const listings: NewListing[] = entries.map(({ row, owner }) => ({
      id: known.get(`${owner.id}\u0000${row.vin}`)?.id ?? id++,
      owner_id: owner.id,
      vin: row.vin,
      listing_type: row.listingType,
      status: 'active',
      make_code: row.makeCode,
      model_code: row.modelCode,
      series_code: row.seriesCode,
      trim_code: row.trimCode,
      trim_name: row.trimName,
      year: row.year,
      mileage: row.mileage,
      price: row.price,
      msrp: null,
      vehicle_style_code: row.vehicleStyleCode,
      transmission_code: row.transmissionCode,
      drive_group: row.driveGroup,
      engine_code: row.engineCode,
      fuel_type_group: row.fuelTypeGroup,
      ext_color_simple: row.extColorSimple,
      int_color: row.intColor,
      feature_codes: [],
      packages: row.packages,
      mpg_city: row.mpgCity,
      mpg_highway: row.mpgHighway,
      vehicle_exchange: false,
      vehicle_use_type: row.commercial ? 'COMMERCIAL' : 'PERSONAL',
      seller_type: row.seller.kind === 'private' ? 'p' : 'd',
      priority: owner.priority,
      tier: 'Standard',
      zip: row.seller.place.zip,
      latitude: row.seller.place.latitude,
      longitude: row.seller.place.longitude,
      image_count: 1,
      description: row.stockNumber ? `Stock #${row.stockNumber}` : null,
      listed_at: now,
      updated_at: now,
    }));
    // The same VIN at another dealer, from an earlier batch, an earlier import or the seed: withdrawn (found
    // before the upsert, which only writes this batch's dealers' rows, so it finds the same ones).
    const winners = new Map(entries.map((entry) => [entry.row.vin, entry]));
    const others = await trx
      .selectFrom('listings')
      .innerJoin('owners', 'owners.id', 'listings.owner_id')
      .select(['listings.id', 'listings.vin', 'listings.owner_id', 'owners.name'])
      .where('listings.vin', 'in', [...winners.keys()])
      .where('listings.status', '=', 'active')
      .execute();
    // A deal refresh of another import may be writing these rows; it locks in id order, so this batch locks
    // every existing row it will write (updated or withdrawn) in id order too, before writing any: the two never
    // wait on each other in a cycle (a deadlock).
    const written = [...existing.map((listing) => listing.id), ...others.map((other) => other.id)];
    if (written.length > 0)
      await sql`select id from listings where id = any(${sql`${written.map(Number)}::int[]`}) order by id for update`.execute(
        trx,
      );
    await trx
      .insertInto('listings')
      .values(listings)
      .onConflict((conflict) =>
        conflict.columns(['owner_id', 'vin']).doUpdateSet((eb) => {
          // Everything the feed says is refreshed; the id and the listing date stay (the deal rating is not
          // written here: its refresh after the import keeps the band's hysteresis).
          const keep = new Set(['id', 'owner_id', 'vin', 'listed_at']);
          const columns = Object.keys(listings[0] ?? {}).filter(
            (column) => !keep.has(column),
          ) as (keyof NewListing)[];
          return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]));
        }),
      )
      .execute();
    const repriced = listings.filter((listing) => {
      const before = known.get(`${listing.owner_id}\u0000${listing.vin}`);
      return !before || before.price !== listing.price;
    });
    if (repriced.length > 0) {
      await trx
        .insertInto('price_changes')
        .values(
          repriced.map((listing) => ({ listing_id: listing.id, price: listing.price, changed_at: now })),
        )
        .onConflict((conflict) =>
          conflict.columns(['listing_id', 'changed_at']).doUpdateSet({ price: sql.ref('excluded.price') }),
        )
        .execute();
    }
    const withdrawn = others.filter((other) => winners.get(other.vin)?.owner.id !== other.owner_id);
    if (withdrawn.length > 0) {
      // The car moved dealer, it was not sold: shoppers who saved it keep it, at its new listing (and get no
      // "sold" alert); one who saved both keeps the one save.
      const moves = withdrawn.flatMap((other) => {
        const winner = winners.get(other.vin);
        const to = listings.find((entry) => entry.vin === other.vin && entry.owner_id === winner?.owner.id);
        return to ? [sql`(${Number(other.id)}::int, ${Number(to.id)}::int)`] : [];
      });
      if (moves.length > 0) {
        await sql`
          with moves(from_id, to_id) as (values ${sql.join(moves)})
          delete from saved_vehicles d using moves m, saved_vehicles w
          where d.listing_id = m.from_id and w.listing_id = m.to_id and w.consumer_id = d.consumer_id`.execute(
          trx,
        );
        await sql`
          with moves(from_id, to_id) as (values ${sql.join(moves)})
          update saved_vehicles v set listing_id = m.to_id, version = v.version + 1, updated_at = ${now}
          from moves m where v.listing_id = m.from_id`.execute(trx);
      }
      await trx
        .updateTable('listings')
        .set({ status: 'sold', updated_at: now })
        .where(
          'id',
          'in',
          withdrawn.map((other) => other.id),
        )
        .execute();
      for (const other of withdrawn) {
        const winner = winners.get(other.vin);
        if (!winner) continue;
        const earlier = seen.get(other.vin);
        const replacedLine = earlier && earlier.dealer === other.name ? earlier.line : null;
        replaced.push({
          line: winner.row.line,
          vin: other.vin,
          replacedLine,
          replacedListingId: Number(other.id),
          replacedDealer: other.name,
          reason: replacedReason(
            other.vin,
            other.name,
            replacedLine === null ? ` (listing ${other.id})` : ` on line ${replacedLine}`,
            winner.row.line,
          ),
        });
      }
    }
    for (const { row } of entries) seen.set(row.vin, { line: row.line, dealer: row.seller.name });
    replaced.sort((a, b) => a.line - b.line);
    const imported = listings.filter(
      (listing) => !known.has(`${listing.owner_id}\u0000${listing.vin}`),
    ).length;
    const dropped = replaced.filter((entry) => entry.replacedListingId === null).length;
    return {
      imported,
      updated: batch.length - imported - dropped,
      ids: listings.map((listing) => listing.id),
      replaced,
    };
  });
}

const isBlank = (fields: readonly string[]) => fields.length === 1 && fields[0]?.trim() === '';

const emptyFeed = (mapping: FeedMapping | undefined) =>
  new FeedFormatError(
    'EMPTY_FEED',
    REQUIRED_FIELDS.map((field) => mappedColumns(mapping)[field]),
    'The file is empty: a dealer feed starts with a header row.',
  );

/**
 * Reads only the header of a feed and checks it against the mapping: what `forecourt import` and the upload
 * route call before any database work (opening and migrating a database takes a minute under load; a wrong file
 * should fail at once). Throws `FeedFormatError` (`EMPTY_FEED`, `UNKNOWN_FEED_FORMAT` naming the missing columns).
 */
export async function checkFeedHeader(input: CsvInput, mapping?: FeedMapping): Promise<ColumnIndex> {
  try {
    for await (const record of parseCsv(input)) {
      if (isBlank(record.fields)) continue;
      return resolveColumns(record.fields, mapping);
    }
  } catch (error) {
    if (!(error instanceof CsvParseError)) throw error;
    throw new FeedFormatError('UNKNOWN_FEED_FORMAT', [], `The header is not CSV: ${error.message}`);
  }
  throw emptyFeed(mapping);
}

/**
 * Imports a dealer inventory feed (the cars.com-style CSV export, or another layout through `mapping`): every
 * good row becomes an active, searchable listing of its dealer (found or created by name and zip), upserted by
 * dealer and VIN, so a re-import changes nothing but what the feed changed; a VIN another dealer lists is one car,
 * the later listing wins (`replaced`). A bad row is reported with its line and reason and never stops the file. A
 * file whose header lacks the mapping's required columns throws `FeedFormatError` naming them, before anything
 * is written.
 */
export async function importDealerFeed(
  db: Kysely<Schema>,
  input: CsvInput,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = {
    rows: 0,
    imported: 0,
    updated: 0,
    rejected: [],
    replaced: [],
    listingIds: [],
  };
  const batchSize = options.batchSize ?? 500;
  const maxYear = currentModelYear(options.now) + 1;
  const seen: SeenVins = new Map();
  let header: { columns: ColumnIndex; width: number } | undefined;
  let batch: FeedRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const result = await writeBatch(db, batch, options, seen);
    report.imported += result.imported;
    report.updated += result.updated;
    report.replaced.push(...result.replaced);
    report.listingIds.push(...result.ids);
    batch = [];
    options.onProgress?.(report);
  };
  try {
    for await (const record of parseCsv(input)) {
      if (isBlank(record.fields)) continue;
      if (!header) {
        header = { columns: resolveColumns(record.fields, options.mapping), width: record.fields.length };
        continue;
      }
      report.rows++;
      const mapped = mapFeedRow(record.line, record.fields, header.columns, maxYear, header.width);
      if (!mapped.ok) report.rejected.push(mapped.rejected);
      else batch.push(mapped.row);
      if (batch.length >= batchSize) await flush();
    }
  } catch (error) {
    if (!(error instanceof CsvParseError)) throw error;
    report.rows++;
    report.rejected.push({ line: error.line, code: 'MALFORMED_CSV', reason: error.message });
  }
  if (!header) throw emptyFeed(options.mapping);
  await flush();
  options.onProgress?.(report);
  report.listingIds = [...new Set(report.listingIds)];
  await refreshDealRatings(db, { listingIds: report.listingIds });
  return report;
}
