import { CONTRACTS, type Contract } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { serialisesWrites } from '../accounts/consumer-lock';
import { registerLightUser } from '../accounts/light-registration';
import { optOut } from '../accounts/opt-out';
import {
  addAccountVehicle,
  deleteOwned,
  ownedRows,
  putAccountVehicle,
  toAccountVehicle,
  toOwnedVehicle,
} from '../accounts/owned-vehicles';
import { validateProfileForm } from '../accounts/phone-rules';
import {
  bookmarkInfo,
  consumerRecord,
  saveBestDeals,
  updateProfileCache,
  userInfo,
} from '../accounts/profile';
import { recentSearchCounts, recentSearchListings } from '../accounts/recent-search-listings';
import {
  addRecentSearch,
  listRecentSearches,
  removeRecentSearch,
  updateRecentSearch,
} from '../accounts/recent-searches';
import { refuseNul } from '../accounts/refuse-nul';
import { RegistrationRateLimited } from '../accounts/registration-limits';
import { deleteSearch, saveSearch } from '../accounts/saved-searches';
import {
  type AccountContext,
  deleteBookmark,
  persistQuickSaves,
  saveVehicle,
} from '../accounts/saved-vehicles';
import { unreadNotifications } from '../accounts/unread-notifications';
import type { Consumer } from '../auth/authenticate';
import { route as contractRoute, type RouteHandler } from '../http/contract-route';
import type { ServerDeps } from '../server-deps';

/**
 * Routes of the account API: saved vehicles and searches, quick-saves, registration, profile, owned vehicles,
 * notifications, recent searches (spec 000 s7). Every query that reads or changes a shopper's rows filters by the
 * signed-in consumer: another shopper's id is a 404 and changes nothing.
 *
 * `limits` come from configuration (QUICK_SAVE_LIMIT, SAVED_SEARCH_LIMIT); server.ts passes none yet, so the
 * defaults apply until it does.
 */
/**
 * `route()`, with text that SQL cannot store (a NUL character) refused as a 400 naming the field. The request as
 * sent is checked, not only what the contract kept: a NUL in a value that falls back to a default (the brand) is
 * as malformed as one that would reach the database.
 */
function route<C extends Contract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>): void {
  contractRoute(app, contract, async (input) => {
    const { params, query, body } = input.request;
    refuseNul({ params, query, body });
    return handler(input);
  });
}

export function registerAccountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { limits } = deps;
  const { db } = deps.database;
  const writesSerialised = serialisesWrites(deps.database);
  const ctx = (consumer: Consumer | undefined): AccountContext => {
    // route() answers 401 before a handler of a signed-in call runs; this only narrows the type.
    if (!consumer) throw new Error('a signed-in call ran without a consumer');
    return { db, consumerId: consumer.consumerId, now: deps.clock.now(), limits, writesSerialised };
  };

  route(app, CONTRACTS.saveVehicle, async ({ body, consumer }) => saveVehicle(ctx(consumer), body));
  route(app, CONTRACTS.deleteBookmark, async ({ body, consumer }) =>
    deleteBookmark(ctx(consumer), body.listing),
  );
  route(app, CONTRACTS.persistQuickSaveVehicles, async ({ body, consumer }) =>
    persistQuickSaves(ctx(consumer), body.listingIds),
  );
  route(app, CONTRACTS.saveSearch, async ({ body, consumer }) => saveSearch(ctx(consumer), body));
  route(app, CONTRACTS.deleteSearch, async ({ body, consumer }) =>
    deleteSearch(ctx(consumer), body.bookmarkId),
  );
  route(app, CONTRACTS.optOut, async ({ body, consumer }) => optOut(ctx(consumer), 'vehicles', body.userId));
  route(app, CONTRACTS.optOutSearch, async ({ body, consumer }) =>
    optOut(ctx(consumer), 'searches', body.userId),
  );
  route(app, CONTRACTS.validateProfileForm, async ({ body }) => validateProfileForm(body, deps.zips));
  route(app, CONTRACTS.lightUserSearch, async ({ body, request, reply }) => {
    const now = deps.clock.now();
    let forget: () => Promise<void>;
    try {
      // Counted before anything is written; a refused call writes nothing.
      forget = await app.registrationLimiter.admit({ ip: request.ip, emailAddress: body.emailAddress }, now);
    } catch (error) {
      if (error instanceof RegistrationRateLimited)
        reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    try {
      return await registerLightUser(db, body, limits.savedSearches, now);
    } catch (error) {
      // Nothing was registered (one transaction): the attempt does not count against the shopper. A database
      // that is away may refuse the take-back too: the registration's own error is the one to answer.
      await forget().catch(() => undefined);
      throw error;
    }
  });
  route(app, CONTRACTS.saveBestDeals, async ({ body, consumer }) => saveBestDeals(ctx(consumer), body));
  route(app, CONTRACTS.getUserInfo, async ({ query, consumer }) => userInfo(ctx(consumer), query.brand));
  route(app, CONTRACTS.getConsumer, async ({ consumer }) => consumerRecord(ctx(consumer)));
  route(app, CONTRACTS.getBookmarkInfo, async ({ consumer }) => bookmarkInfo(ctx(consumer)));
  route(app, CONTRACTS.updateProfileCache, async ({ body, consumer }) =>
    updateProfileCache(ctx(consumer), body),
  );

  route(app, CONTRACTS.getOwnedVehicles, async ({ consumer }) =>
    (await ownedRows(ctx(consumer))).map(toOwnedVehicle),
  );
  route(app, CONTRACTS.deleteOwnedVehicle, async ({ query, consumer }) =>
    (await deleteOwned(ctx(consumer), query.vehicleId)).map(toOwnedVehicle),
  );
  route(app, CONTRACTS.getAccountVehicles, async ({ consumer }) =>
    (await ownedRows(ctx(consumer))).map(toAccountVehicle),
  );
  route(app, CONTRACTS.addAccountVehicle, async ({ body, consumer }) =>
    (await addAccountVehicle(ctx(consumer), body)).map(toAccountVehicle),
  );
  route(app, CONTRACTS.updateAccountVehicle, async ({ params, body, consumer }) =>
    (await putAccountVehicle(ctx(consumer), params.vehicleId, body)).map(toAccountVehicle),
  );
  route(app, CONTRACTS.deleteAccountVehicle, async ({ params, consumer }) =>
    (await deleteOwned(ctx(consumer), params.id)).map(toAccountVehicle),
  );

  route(app, CONTRACTS.getUnreadNotificationsCount, async ({ body, consumer }) =>
    unreadNotifications(db, ctx(consumer).consumerId, body),
  );

  route(app, CONTRACTS.getRecentSearchListings, async ({ query }) =>
    recentSearchListings(db, query, deps.zips, deps.clock.now()),
  );
  route(app, CONTRACTS.getRecentSearchCounts, async ({ query }) => recentSearchCounts(db, query, deps.zips));
  route(app, CONTRACTS.getRecentSearches, async ({ consumer }) => ({
    recentSearches: await listRecentSearches(ctx(consumer)),
  }));
  route(app, CONTRACTS.addRecentSearch, async ({ body, consumer }) => ({
    recentSearches: await addRecentSearch(ctx(consumer), body),
  }));
  route(app, CONTRACTS.updateRecentSearch, async ({ body, consumer }) => ({
    recentSearches: await updateRecentSearch(ctx(consumer), body),
  }));
  route(app, CONTRACTS.removeRecentSearch, async ({ query, consumer }) => ({
    recentSearches: await removeRecentSearch(ctx(consumer), query.heading),
  }));
}
