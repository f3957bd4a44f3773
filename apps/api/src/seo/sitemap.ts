import { CONTRACTS, SITEMAP_PAGE_MAX_URLS } from '@forecourt/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/open-database';
import { type SerializedReply, type SerializeOptions, serializeReply } from '../http/contract-route';

type Landing = z.output<typeof CONTRACTS.getSitemapPage.reply>['landingPages'][number];
type IndexReply = SerializedReply<typeof CONTRACTS.getSitemapIndex>;
type PageReply = SerializedReply<typeof CONTRACTS.getSitemapPage>;

/** The sitemap of one inventory version, its replies serialised once. */
interface Snapshot {
  readonly version: string;
  readonly index: IndexReply;
  readonly pages: ReadonlyMap<string, PageReply>;
}

export interface SitemapOptions {
  /** URLs a page holds. @default SITEMAP_PAGE_MAX_URLS (50,000, the sitemap protocol's limit) */
  readonly pageSize?: number;
  /** Serialisation (whether replies are checked against the contract again). @default checked */
  readonly serialize?: SerializeOptions;
}

const readVersion = async (db: Database['db']) =>
  (
    await sql<{ version: string }>`select version::text as version from listing_version where id = 1`.execute(
      db,
    )
  ).rows[0]?.version ?? '';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/**
 * The landing pages with inventory, from the active listings' make, model and owner's city: each make, each make
 * and model, each make and model in a city, in code order (a make before its models, a model before its cities).
 */
async function landingPages(db: Database['db']): Promise<Landing[]> {
  const rows = await db
    .selectFrom('listings')
    .innerJoin('owners', 'owners.id', 'listings.owner_id')
    .select([
      'listings.make_code as make',
      'listings.model_code as model',
      'owners.city as city',
      'owners.state as state',
    ])
    .where('listings.status', '=', 'active')
    .groupBy(['listings.make_code', 'listings.model_code', 'owners.city', 'owners.state'])
    .orderBy('listings.make_code')
    .orderBy('listings.model_code')
    .orderBy('owners.state')
    .orderBy('owners.city')
    .execute();
  const pages: Landing[] = [];
  let make: string | undefined;
  let model: string | undefined;
  for (const row of rows) {
    if (row.make !== make) {
      make = row.make;
      model = undefined;
      pages.push({ makeCode: row.make });
    }
    if (row.model !== model) {
      model = row.model;
      pages.push({ makeCode: row.make, modelCode: row.model });
    }
    pages.push({ makeCode: row.make, modelCode: row.model, city: row.city, state: row.state });
  }
  return pages;
}

/**
 * The sitemap (issue 32): landing pages with inventory, then every active vehicle page, in pages of at most
 * 50,000 URLs. Computed from the database once per inventory version (`listing_version`, which every write to
 * listings moves) and kept with its replies serialised, so a request costs one read of the version. A change to
 * the inventory is computed behind the snapshot held, which answers until the new one is ready; concurrent
 * requests share one computation.
 */
export function createSitemap(db: Database['db'], options: SitemapOptions = {}) {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_MAX_URLS;
  let held: Snapshot | undefined;
  let computing: Promise<Snapshot> | undefined;

  async function compute(): Promise<Snapshot> {
    // The version first: a write during the reads leaves the snapshot marked older than it is, computed again.
    const version = await readVersion(db);
    const [landing, ids] = await Promise.all([
      landingPages(db),
      db.selectFrom('listings').select('id').where('status', '=', 'active').orderBy('id').execute(),
    ]);
    const pages = new Map<string, PageReply>();
    const list: { id: string; urls: number }[] = [];
    const add = (id: string, landingPages: Landing[], listingIds: string[]) => {
      list.push({ id, urls: landingPages.length + listingIds.length });
      pages.set(
        id,
        serializeReply(CONTRACTS.getSitemapPage, { version, landingPages, listingIds }, options.serialize),
      );
    };
    for (const [index, page] of chunks(landing, pageSize).entries()) add(`landing-${index + 1}`, page, []);
    const listingIds = ids.map((row) => String(row.id));
    for (const [index, page] of chunks(listingIds, pageSize).entries())
      add(`vehicles-${index + 1}`, [], page);
    return {
      version,
      index: serializeReply(CONTRACTS.getSitemapIndex, { version, pages: list }, options.serialize),
      pages,
    };
  }

  async function current(): Promise<Snapshot> {
    const version = await readVersion(db);
    if (held?.version === version) return held;
    if (!computing) {
      computing = compute()
        .then((snapshot) => {
          held = snapshot;
          return snapshot;
        })
        .finally(() => {
          computing = undefined;
        });
      // Behind a held snapshot nobody awaits it: a failure leaves the held one, and the next request tries again.
      computing.catch(() => undefined);
    }
    // The first sitemap is waited for. A later version is computed behind the one held, which is served meanwhile
    // (some 300 ms at 50,000 listings, bench sitemap): a crawler never waits for the computation, and reads the
    // change a request later.
    return held ?? computing;
  }

  return {
    index: async (): Promise<IndexReply> => (await current()).index,
    /** The page's reply, or undefined past the last page. */
    page: async (id: string): Promise<PageReply | undefined> => (await current()).pages.get(id),
  };
}
