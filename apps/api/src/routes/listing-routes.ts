import { CONTRACTS, type Contract } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../http/api-failure';
import {
  checkBuiltReplies,
  route,
  type SerializedReply,
  type SerializeOptions,
  serializeReply,
  serializeReplyWith,
} from '../http/contract-route';
import { findCustomOrderDealers } from '../listings/custom-order-dealers';
import { findDealerLot } from '../listings/dealer-lot';
import { labelFacets } from '../listings/facet-labels';
import { createListingCache, requestKey } from '../listings/listing-cache';
import { listingsReply, rowIds } from '../listings/listing-replies';
import { findPreOrderListings } from '../listings/pre-order';
import { findRelaxations } from '../listings/search-relaxations';
import { canonicalQuery, toListingSearch } from '../listings/search-request';
import { createListingSearcher } from '../search/listing-searcher';
import type { ServerDeps } from '../server-deps';
import { registerListingMediaRoutes } from './listing-media-routes';
import { searchIndexHealth } from './search-index-health';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After a write of this process (a feed upload): forgets the listing reads' cached replies and catches the
     * search index up with the change log, so the writer's next read shows the write. Other processes' writes reach
     * the index at their NOTIFY (or its next poll).
     */
    listingsChanged?: () => Promise<void>;
  }
}

/**
 * Photos a search's listing carries: a result card shows the first (a listing's others come with it by id or VIN).
 * Every photo was 70 % of a search's reply (44 at most, 110 bytes each), built and serialised per search.
 */
export const SEARCH_PHOTO_LIMIT = 1;

/** Routes of the listing service: listings by ids, search, VIN, dealer lot, custom-order dealers, pre-order. */
export function registerListingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;
  const cache = createListingCache(deps.clock);
  app.decorate('listingsChanged', async () => {
    cache.clear();
    await searcher.refresh();
  });
  const searcher = createListingSearcher(db, {
    onError: (error) => app.log.warn({ error }, 'search index load failed'),
    // NOTIFY listing_changes (migration 010) wakes the index at once; it polls the log every second anyway.
    listen: (channel, onNotify) => deps.database.listen(channel, onNotify),
  });
  // The index loads as the server starts, so the first searches need not wait for SQL facet counts.
  app.addHook('onReady', async () => {
    searcher.refresh().catch((error: unknown) => app.log.warn({ error }, 'search index load failed'));
  });
  app.addHook('onClose', () => searcher.close());
  // For operators and benchmarks: until the index is current, searches are answered (slower) by SQL.
  app.get('/health/search', () => searcher.status());
  // The readiness check (health-routes.ts) reports the index and counts the searches SQL answered.
  let sqlSearches = 0;
  const indexHealth = searchIndexHealth(searcher, deps.clock);
  app.decorate('searchHealth', async () => ({
    index: await indexHealth(),
    sqlSearches,
    indexThread: await searcher.indexThreadMemory(),
  }));
  // Every read goes through the 120 s request cache, keyed by the call, its parsed (canonical) request and the
  // search index's change-log position once caught up (issue 34): a reply is never older than the last committed
  // write to listings the index can see, on this instance or another. It keeps the reply checked and serialised: a
  // hit sends the same bytes without checking the same object again.
  const keyed = async (key: string) => `${key}@${await searcher.settled()}`;
  const cached = async <C extends Contract>(
    contract: C,
    key: string,
    load: () => Promise<z.input<C['reply']>>,
    options?: SerializeOptions,
  ) =>
    cache.load(await keyed(key), async () => serializeReply(contract, await load(), options)) as Promise<
      SerializedReply<C>
    >;
  // Listings and owners come from toListing and toOwner, which write exactly the contract's fields
  // (listing-replies.test.ts holds them to it): in production their replies skip the second check.
  const built: SerializeOptions = { check: checkBuiltReplies() };
  const now = () => deps.clock.now();

  route(app, CONTRACTS.getListingsByIds, ({ query }) =>
    cached(
      CONTRACTS.getListingsByIds,
      requestKey('getListingsByIds', query),
      async () => {
        const ids = rowIds(query.listingId).slice(0, query.numRecords ?? query.listingId.length);
        if (ids.length === 0) return { listings: [], owners: [] };
        const rows = await db
          .selectFrom('listings')
          .selectAll()
          .where('id', 'in', ids)
          .where('status', '=', 'active')
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        // In the order asked for; unknown, sold and malformed-but-valid ids are simply absent.
        const ordered = ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [row] : [];
        });
        return listingsReply(db, ordered, { now: now() });
      },
      built,
    ),
  );

  route(app, CONTRACTS.searchListings, async ({ query }) => {
    // Parsed before the cache: a zip the zip data does not know is a 400, never cached.
    const { search, origin } = toListingSearch(query, deps.zips);
    return cache.load(await keyed(requestKey('searchListings', query)), async () => {
      const page = await searcher.search(search);
      // The index's pages carry their facets as JSON already; SQL's carry them as objects.
      if (!('facetsJson' in page)) sqlSearches += 1;
      const [reply, relaxations] = await Promise.all([
        listingsReply(db, page.listings, {
          now: now(),
          photoLimit: SEARCH_PHOTO_LIMIT,
          ...(page.related ? { related: page.related } : {}),
        }),
        page.total === 0 ? findRelaxations(searcher, search, canonicalQuery(query)) : Promise.resolve([]),
      ]);
      // The index's thread sends the facets as the reply's JSON already; SQL's are labelled here.
      const facets = 'facetsJson' in page ? page.facetsJson : JSON.stringify(labelFacets(page.facets));
      return serializeReplyWith(
        CONTRACTS.searchListings,
        {
          ...reply,
          totalResultCount: page.total,
          firstRecord: search.firstRecord,
          numRecords: search.numRecords,
          relaxations,
          ...(origin ? { location: origin.location } : {}),
        },
        'facets',
        facets,
        built,
      );
    }) as Promise<SerializedReply<typeof CONTRACTS.searchListings>>;
  });

  route(app, CONTRACTS.getListingByVin, ({ params, query }) =>
    cached(
      CONTRACTS.getListingByVin,
      requestKey('getListingByVin', params, query),
      async () => {
        // collapseFilters is accepted (spec 002 s7) and changes nothing: this call never answers filters.
        const rows = await db
          .selectFrom('listings')
          .selectAll()
          .where('vin', '=', params.vin)
          .where('status', '=', 'active')
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .execute();
        if (rows.length === 0) throw notFound(`A listing with VIN ${params.vin}`);
        return listingsReply(db, rows, { now: now() });
      },
      built,
    ),
  );

  route(app, CONTRACTS.getDealerLot, ({ query }) =>
    cached(CONTRACTS.getDealerLot, requestKey('getDealerLot', query), async () => ({
      listings: await findDealerLot(db, deps.zips, query, now()),
    })),
  );

  route(app, CONTRACTS.getCustomOrderDealers, ({ query }) =>
    cached(CONTRACTS.getCustomOrderDealers, requestKey('getCustomOrderDealers', query), async () => ({
      customOrders: await findCustomOrderDealers(db, deps.zips, query),
    })),
  );

  route(app, CONTRACTS.getPreOrderListings, ({ query }) =>
    cached(CONTRACTS.getPreOrderListings, requestKey('getPreOrderListings', query), () =>
      findPreOrderListings(db, query, now()),
    ),
  );

  registerListingMediaRoutes(app, deps);
}
