/** How long each kind of server data counts as fresh in a query cache, in milliseconds. */
export interface StaleTimes {
  /** Search options, research reference data, trim codes, zips, cities, markets: they change with a release. */
  readonly reference: number;
  /** Listings by id, a dealer's comparable lot, custom-order dealers, payments for a listing. */
  readonly listing: number;
  /** The results page's search (and a dealer's listings, which are one): inventory moves. */
  readonly search: number;
  /** The shopper's own data: bookmarks, user info, unread count, wallet. */
  readonly user: number;
}

/**
 * - `reference` 43200000 (12 h): "Reference cache time-to-live 12 hours (43200000 ms)" (spec 000 s9).
 * - `listing` 120000 (2 min): the "Server-side request cache time-to-live 120 s" (spec 001 s9, 002 s9); a client
 *   asking sooner would get the server's cached reply anyway.
 * - `search` 30000 (30 s, ours): short, so prices and sold cars show soon, yet long enough that going back to
 *   the results, or hydrating a server-rendered page, does not fetch a second time.
 * - `user` 30000 (30 s, ours): what the shopper changes on another device shows within half a minute; changes made
 *   here go through the stores, which the app follows with an invalidation.
 */
export const STALE_TIMES: StaleTimes = Object.freeze({
  reference: 43_200_000,
  listing: 120_000,
  search: 30_000,
  user: 30_000,
});
