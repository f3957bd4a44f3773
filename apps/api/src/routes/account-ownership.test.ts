import { CONTRACTS, type Contract } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LISTINGS,
  accountRows,
  addNotification,
  caller,
  type Method,
  recentEntry,
  seedAccountListings,
} from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

// Issue 8: "Ownership: every object belongs to a consumer; a caller can read and change only their own. Test it
// as a matrix: a second shopper's token against every id-taking call gets a 404, and nothing changes."
// "Anonymous callers get 401 on signed-in calls, with no detail about other users."

const ACCOUNT_SERVICES = new Set(['account', 'myatc', 'user-account', 'personalization', 'notifications']);
const accountContracts = (Object.values(CONTRACTS) as Contract[]).filter((contract) =>
  ACCOUNT_SERVICES.has(contract.service),
);
const signedInCalls = accountContracts.filter((contract) => contract.auth === 'required');

const LISTING = String(ACCOUNT_LISTINGS.active[0]);

interface Ids {
  consumerId: string;
  vehicle: string;
  search: string;
  car: string;
  heading: string;
}

/** Every call that names one of a shopper's objects, with shopper A's ids. */
const ID_TAKING_CALLS: Record<string, (a: Ids) => { method: Method; url: string; body?: unknown }> = {
  saveVehicle: (a) => ({
    method: 'POST',
    url: '/account-api/vehicle',
    body: { bookmarkId: a.vehicle, notes: 'mine now', enableEmailAlerts: true, overwriteFlag: true },
  }),
  deleteBookmark: (a) => ({
    method: 'POST',
    url: '/account-api/deletebookmark',
    body: { listing: { listingId: LISTING, bookmarkId: a.vehicle } },
  }),
  saveSearch: (a) => ({
    method: 'POST',
    url: '/account-api/search',
    body: { bookmarkId: a.search, brand: 'AT', searchName: 'mine now', overwriteFlag: true },
  }),
  deleteSearch: (a) => ({
    method: 'POST',
    url: '/account-api/search/delete',
    body: { bookmarkId: a.search },
  }),
  optOut: (a) => ({
    method: 'POST',
    url: '/account-api/savedcontent/optout',
    body: { userId: a.consumerId },
  }),
  optOutSearch: (a) => ({
    method: 'POST',
    url: '/account-api/savedcontent/optoutsearch',
    body: { userId: a.consumerId },
  }),
  saveBestDeals: (a) => ({
    method: 'POST',
    url: '/myatc-api/savebestdeals',
    body: {
      search: { bestDealsOptIn: false, userId: a.consumerId, zipcode: '78701' },
      email: 'b@example.com',
    },
  }),
  deleteOwnedVehicle: (a) => ({
    method: 'DELETE',
    url: `/account-api/consumer/consumer-vehicle-owners?vehicleId=${a.car}`,
  }),
  updateAccountVehicle: (a) => ({
    method: 'PUT',
    url: `/user-account-api/vehicle/id/${a.car}`,
    body: { nickname: 'mine now' },
  }),
  deleteAccountVehicle: (a) => ({ method: 'DELETE', url: `/user-account-api/vehicle/id/${a.car}` }),
  updateRecentSearch: (a) => ({
    method: 'PUT',
    url: '/personalization-api/recentsearches',
    body: { ...recentEntry(a.heading, Date.now()), totalResultCount: 1 },
  }),
};

describe.each(ENGINES)('ownership and anonymous callers on %s', (engine) => {
  let api: TestApi;
  const send = caller(() => api.app);
  let a: Ids;
  let b: { authorization: string; consumerId: string };

  beforeAll(async () => {
    api = await createTestApi(engine);
    await seedAccountListings(api.database.db);
    const shopperA = await api.signIn('shopper-a');
    b = await api.signIn('shopper-b');
    const auth = shopperA.authorization;
    const vehicle = (
      await send('POST', '/account-api/vehicle', { listingId: LISTING, enableEmailAlerts: true }, auth)
    ).body;
    const search = (
      await send('POST', '/account-api/search', { brand: 'AT', searchParams: { makeCode: 'HONDA' } }, auth)
    ).body;
    await send(
      'PUT',
      '/user-account-api/vehicle/id/a-car',
      { make: 'Honda', zip: '78701', kbbVehicleId: '1' },
      auth,
    );
    await send(
      'POST',
      '/personalization-api/recentsearches',
      recentEntry('Hondas near 78701', Date.now()),
      auth,
    );
    await send(
      'POST',
      '/myatc-api/savebestdeals',
      { search: { bestDealsOptIn: true, zipcode: '78701' }, email: 'a@example.com' },
      auth,
    );
    await addNotification(api.database.db, shopperA.consumerId);
    a = {
      consumerId: shopperA.consumerId,
      vehicle: vehicle.id,
      search: search.id,
      car: 'a-car',
      heading: 'Hondas near 78701',
    };
  });
  afterAll(async () => {
    await api?.close();
  });

  it('holds every account call that declares a 404 (the consumer record aside, which takes no id)', () => {
    const declaring = accountContracts
      .filter((contract) => 404 in (contract.errors ?? {}) && contract.name !== 'getConsumer')
      .map((contract) => contract.name);
    expect(Object.keys(ID_TAKING_CALLS).sort()).toEqual(declaring.sort());
  });

  it.each(Object.keys(ID_TAKING_CALLS))(
    "%s: shopper B's token on shopper A's id is a 404, and A's rows are unchanged",
    async (name) => {
      const before = await accountRows(api.database.db, a.consumerId);
      const call = ID_TAKING_CALLS[name]?.(a);
      if (!call) throw new Error(name);
      const reply = await send(call.method, call.url, call.body, b.authorization);
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(reply.body)).not.toContain('shopper-a');
      expect(await accountRows(api.database.db, a.consumerId)).toEqual(before);
    },
  );

  it("gives B nothing of A's through the calls that take no id: lists, removal by heading, the profile cache", async () => {
    const before = await accountRows(api.database.db, a.consumerId);
    expect((await send('GET', '/myatc-api/bookmarkInfo', undefined, b.authorization)).body).toEqual({
      bookmarks: { inventoryBookmarks: [], searchBookmarks: [] },
    });
    expect((await send('GET', '/user-account-api/vehicles', undefined, b.authorization)).body).toEqual([]);
    expect(
      (await send('GET', '/personalization-api/recentsearches', undefined, b.authorization)).body,
    ).toEqual({ recentSearches: [] });
    expect(
      (await send('POST', '/psx-notifications', { query: '{ unreadNotificationsCount }' }, b.authorization))
        .body,
    ).toEqual({ data: { unreadNotificationsCount: 0 } });
    expect(
      (await send('GET', '/account-api/userinfo?brand=AT', undefined, b.authorization)).body,
    ).toMatchObject({ searchIds: [], carIds: [] });
    const removed = await send(
      'DELETE',
      `/personalization-api/recentsearches?heading=${encodeURIComponent(a.heading)}`,
      undefined,
      b.authorization,
    );
    expect(removed.body).toEqual({ recentSearches: [] });
    const cache = await send(
      'PUT',
      '/account-api/profilecache',
      { carIds: [], searchIds: [a.search] },
      b.authorization,
    );
    expect(cache.body).toEqual({ carIds: [], searchIds: [] });
    expect(await accountRows(api.database.db, a.consumerId)).toEqual(before);
  });

  it.each(signedInCalls.map((contract) => [contract.name, contract] as const))(
    "%s answers an anonymous caller 401 'Sign in to do this' and nothing more",
    async (_, contract) => {
      const url = contract.path.replace(/:(\w+)/g, 'x-1');
      const reply = await send(
        contract.method as Method,
        url,
        contract.method === 'GET' || contract.method === 'DELETE' ? undefined : {},
      );
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to do this' } });
    },
  );

  it('covers the signed-in calls of the brief', () => {
    expect(signedInCalls.map((contract) => contract.name).sort()).toEqual(
      [
        'saveVehicle',
        'deleteBookmark',
        'persistQuickSaveVehicles',
        'saveSearch',
        'deleteSearch',
        'optOut',
        'optOutSearch',
        'validateProfileForm',
        'getUserInfo',
        'getConsumer',
        'getOwnedVehicles',
        'deleteOwnedVehicle',
        'updateProfileCache',
        'saveBestDeals',
        'getBookmarkInfo',
        'getAccountVehicles',
        'updateAccountVehicle',
        'deleteAccountVehicle',
        'getRecentSearches',
        'addRecentSearch',
        'updateRecentSearch',
        'removeRecentSearch',
        'getUnreadNotificationsCount',
      ].sort(),
    );
  });
});
