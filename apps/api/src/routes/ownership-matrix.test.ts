import { CONTRACTS, type Contract } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_LISTINGS,
  accountRows,
  addNotification,
  caller,
  type Method,
  recentEntry,
  seedAccountListings,
  shopperTables,
} from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

// Issue 8: "Ownership: every object belongs to a consumer; a caller can read and change only their own. Test it
// as a matrix: a second shopper's token against every id-taking call gets a 404, and nothing changes."
// "Anonymous callers get 401 on signed-in calls, with no detail about other users."
// Issue 12: "The ownership matrix of the identity issue, extended to every id-taking call of every service,
// including the wallet storage service and owned vehicles: another shopper's token gets 404 and changes nothing."

const ALL_CONTRACTS = Object.values(CONTRACTS) as Contract[];

/** A request field that names an object: `id`, `...Id`, `...Ids`, the spec's `consumerid`, a recent search's `heading`. */
const KEY_FIELD = /^(id|consumerid|heading)$|[a-z]Ids?$/;

/**
 * Key fields that name what is nobody's own: public inventory and catalogues, or a key the sender makes up for its
 * own request. By field name, or `service:name` where a name is public in that service only.
 */
const PUBLIC_IDS: Readonly<Record<string, string>> = {
  listingId: 'a listing: public inventory',
  listingIds: 'listings',
  excludedListingId: 'a listing',
  ownerId: "a listing's seller (a dealer or private seller, public on the listing)",
  dealerId: 'a dealer',
  yearId: 'a model year of the research catalogue',
  kbbVehicleId: 'a vehicle of the research catalogue',
  'research:vehicleId': 'a vehicle of the research catalogue',
  'leads:carIds': 'listings shared ("carIds [listingId]", spec 001 s7)',
  clientRequestId: 'a random key the sender makes for its own message (a repeat is answered once)',
  requestId: 'the share\'s "prefix plus listing id" (spec 001 s7)',
  alertConfigId: 'the text-message configuration of a share (spec 001 s7)',
  cookieId: "the sender's own cookie, stored with the message",
  'telemetry:id': "a web-vitals metric's id, one per page load",
  'listing:sitemapPageId': 'a page of the public sitemap',
};

/** Every leaf of a request schema as `part.path`: `body.listing.bookmarkId`, `body.metrics[].id`. */
function leafFields(schema: z.ZodType | undefined, path: string, into: string[]): string[] {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return into;
  const inner = (key: string, at = path) => leafFields(def[key] as z.ZodType, at, into);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>))
        leafFields(value, `${path}.${key}`, into);
      return into;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      inner('in');
      return inner('out');
    case 'array':
      return inner('element', `${path}[]`);
    case 'record':
      return inner('valueType', `${path}{}`);
    case 'union':
      for (const option of def.options as z.ZodType[]) leafFields(option, path, into);
      return into;
    case 'intersection':
      inner('left');
      return inner('right');
    default:
      into.push(path);
      return into;
  }
}

/** The fields of a call's request that name a shopper's object (see KEY_FIELD and PUBLIC_IDS). */
function shopperIdFields(contract: Contract): string[] {
  const fields: string[] = [];
  for (const part of ['params', 'query', 'body', 'headers'] as const)
    leafFields(contract[part] as z.ZodType | undefined, part, fields);
  return [...new Set(fields)].filter((field) => {
    const name =
      field
        .replace(/\[\]|\{\}/g, '')
        .split('.')
        .pop() ?? '';
    return KEY_FIELD.test(name) && !(name in PUBLIC_IDS) && !(`${contract.service}:${name}` in PUBLIC_IDS);
  });
}

const LISTING = String(ACCOUNT_LISTINGS.active[0]);

interface Ids {
  consumerId: string;
  vehicle: string;
  search: string;
  car: string;
  heading: string;
  wallet: string;
}

interface Call {
  method: Method;
  url: string;
  body?: unknown;
  /**
   * For calls that answer with the caller's own (a list filtered to B, an entry of B's) instead of 404: checks
   * the reply. Others' rows must still be unchanged; B's may change.
   */
  ownAnswer?: (body: { [key: string]: unknown }) => void;
}

/** Every call that names one of a shopper's objects, with shopper A's ids, as shopper B sends it. */
const MATRIX: Record<string, (a: Ids) => Call | Call[]> = {
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
  updateProfileCache: (a) => ({
    method: 'PUT',
    url: '/account-api/profilecache',
    body: { carIds: [a.vehicle], searchIds: [a.search] },
    ownAnswer: (body) => expect(body).toEqual({ carIds: [], searchIds: [] }),
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
  // The consumerId is the share's sender, the key of its rate limit: B must not spend (or hide behind) A's.
  shareText: (a) => ({
    method: 'POST',
    url: '/cars-for-sale/share-text',
    body: {
      requestId: `share-${LISTING}`,
      alertConfigId: 'share-listing',
      dataMap: { mobile_number: '5125550100', sms_message: 'B: look' },
      consumerId: a.consumerId,
    },
  }),
  updateRecentSearch: (a) => ({
    method: 'PUT',
    url: '/personalization-api/recentsearches',
    body: { ...recentEntry(a.heading, Date.now()), totalResultCount: 1 },
  }),
  addRecentSearch: (a) => ({
    method: 'POST',
    url: '/personalization-api/recentsearches',
    body: recentEntry(a.heading, Date.now()),
    // B's own entry of the same heading; A's stays as it was. (After updateRecentSearch, which would find it.)
    ownAnswer: (body) =>
      expect(body.recentSearches).toEqual([expect.objectContaining({ heading: a.heading })]),
  }),
  removeRecentSearch: (a) => ({
    method: 'DELETE',
    url: `/personalization-api/recentsearches?heading=${encodeURIComponent(a.heading)}`,
    // Removes B's entry of that heading only (the one addRecentSearch made), leaving A's.
    ownAnswer: (body) => expect(body).toEqual({ recentSearches: [] }),
  }),
  createWallet: (a) => ({
    method: 'POST',
    url: '/wallet-storage/wallets',
    body: { consumerid: a.consumerId, paymentInfo: { creditType: 'f' } },
  }),
  getWallet: (a) => ({ method: 'GET', url: `/wallet-storage/wallets/${a.wallet}` }),
  getWalletByConsumer: (a) => ({ method: 'GET', url: `/wallet-storage/consumers/${a.consumerId}/wallet` }),
  updateWallet: (a) => [
    {
      method: 'PUT',
      url: `/wallet-storage/wallets/${a.wallet}`,
      body: { paymentInfo: { creditType: 'f', lastUpdated: Date.now() + 60_000 } },
    },
    {
      method: 'PUT',
      url: `/wallet-storage/wallets/${a.wallet}`,
      body: { paymentInfo: { creditType: 'f' }, consumerid: a.consumerId },
    },
  ],
};

describe('the ownership matrix', () => {
  it('holds every call of every service whose request names a shopper-owned id', () => {
    const naming = ALL_CONTRACTS.filter((contract) => shopperIdFields(contract).length > 0).map(
      (contract) => contract.name,
    );
    expect(Object.keys(MATRIX).sort()).toEqual(naming.sort());
  });

  it('reads the ids of a call from its contract', () => {
    expect(shopperIdFields(CONTRACTS.deleteBookmark)).toEqual(['body.listing.bookmarkId']);
    expect(shopperIdFields(CONTRACTS.updateAccountVehicle)).toEqual(['params.vehicleId']);
    expect(shopperIdFields(CONTRACTS.getVehicleOptions)).toEqual([]);
    expect(shopperIdFields(CONTRACTS.emailFriend)).toEqual([]);
    expect(shopperIdFields(CONTRACTS.reportListing)).toEqual([]);
    expect(shopperIdFields(CONTRACTS.updateProfileCache)).toEqual(['body.carIds[]', 'body.searchIds[]']);
  });

  it('holds every call that declares a 404 and takes a signed-in caller, the consumer record aside (no id)', () => {
    const declaring = ALL_CONTRACTS.filter(
      (contract) => 404 in contract.errors && contract.auth === 'required' && contract.name !== 'getConsumer',
    ).map((contract) => contract.name);
    expect(declaring.filter((name) => !(name in MATRIX))).toEqual([]);
  });
});

describe.each(ENGINES)('ownership and anonymous callers on %s', (engine) => {
  let api: TestApi;
  const send = caller(() => api.app);
  let a: Ids;
  let b: { authorization: string; consumerId: string };
  let beforeMatrix: Awaited<ReturnType<typeof shopperTables>>;

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
    const wallet = (
      await send(
        'POST',
        '/wallet-storage/wallets',
        { consumerid: shopperA.consumerId, paymentInfo: { creditType: 'a', lastUpdated: Date.now() } },
        auth,
      )
    ).body;
    await addNotification(api.database.db, shopperA.consumerId);
    a = {
      consumerId: shopperA.consumerId,
      vehicle: vehicle.id,
      search: search.id,
      car: 'a-car',
      heading: 'Hondas near 78701',
      wallet: wallet.id,
    };
    expect(Object.values(a).every((id) => typeof id === 'string' && id !== '')).toBe(true);
    beforeMatrix = await shopperTables(api.database.db, b.consumerId);
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(Object.keys(MATRIX))(
    "%s: shopper B's token on shopper A's id gets a 404 (or B's own), and nothing of anybody else's changes",
    async (name) => {
      const calls = MATRIX[name]?.(a);
      if (!calls) throw new Error(name);
      for (const call of Array.isArray(calls) ? calls : [calls]) {
        const before = await shopperTables(api.database.db);
        const othersBefore = await shopperTables(api.database.db, b.consumerId);
        const reply = await send(call.method, call.url, call.body, b.authorization);
        expect(JSON.stringify(reply.body)).not.toContain('shopper-a');
        if (call.ownAnswer) {
          expect(reply.status).toBe(200);
          call.ownAnswer(reply.body);
          expect(await shopperTables(api.database.db, b.consumerId)).toEqual(othersBefore);
        } else {
          expect(reply.status).toBe(404);
          expect(reply.body.error.code).toBe('NOT_FOUND');
          expect(await shopperTables(api.database.db)).toEqual(before);
        }
      }
    },
  );

  it("gives B nothing of A's through the calls that take no id", async () => {
    const before = await accountRows(api.database.db, a.consumerId);
    expect((await send('GET', '/myatc-api/bookmarkInfo', undefined, b.authorization)).body).toEqual({
      bookmarks: { inventoryBookmarks: [], searchBookmarks: [] },
    });
    expect((await send('GET', '/user-account-api/vehicles', undefined, b.authorization)).body).toEqual([]);
    expect(
      (await send('GET', '/account-api/consumer/consumer-vehicle-owners', undefined, b.authorization)).body,
    ).not.toContainEqual(expect.objectContaining({ id: a.car }));
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
    expect(await accountRows(api.database.db, a.consumerId)).toEqual(before);
  });

  it.each(
    ALL_CONTRACTS.filter((contract) => contract.auth === 'required').map(
      (contract) => [contract.name, contract] as const,
    ),
  )("%s answers an anonymous caller 401 'Sign in to do this' and nothing more", async (_, contract) => {
    const url = contract.path.replace(/:(\w+)/g, 'x-1');
    const reply = await send(
      contract.method as Method,
      url,
      contract.method === 'GET' || contract.method === 'DELETE' ? undefined : {},
    );
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to do this' } });
  });

  it("leaves every row of every shopper table but B's own as it was before the matrix", async () => {
    expect(await shopperTables(api.database.db, b.consumerId)).toEqual(beforeMatrix);
  });

  it('"Anonymous visitor: wallet held by wallet id" (spec 002 s6): B may use one by its id until its shopper ties it', async () => {
    const created = (await send('POST', '/wallet-storage/wallets', { paymentInfo: { zip: '78701' } })).body;
    const url = `/wallet-storage/wallets/${created.id}`;
    expect((await send('GET', url, undefined, b.authorization)).status).toBe(200);
    expect((await send('PUT', url, { paymentInfo: { zip: '78702' } }, b.authorization)).status).toBe(200);
    const shopperC = await api.signIn('shopper-c');
    const tied = await send(
      'PUT',
      url,
      { paymentInfo: { zip: '78703' }, consumerid: shopperC.consumerId },
      shopperC.authorization,
    );
    expect(tied.status).toBe(200);
    // "Signed-in consumer: wallet held by consumer id": the id B holds is now worth a 404.
    const before = await shopperTables(api.database.db);
    expect((await send('GET', url, undefined, b.authorization)).status).toBe(404);
    expect((await send('PUT', url, { paymentInfo: { zip: '78704' } }, b.authorization)).status).toBe(404);
    expect(await shopperTables(api.database.db)).toEqual(before);
  });
});
