// The adapters against the real API (apps/api over a fresh PGlite database, listening on a free port): the
// domain stores driven through HTTP, signed in with the API's test issuer.
import { seedDatabase } from '@forecourt/api';
import { createTestApi, type TestApi } from '@forecourt/api/testing';
import { createCompareStore } from '@forecourt/compare';
import { createSavedItemsStore, globalAlert } from '@forecourt/saved-items';
import { createWalletStore } from '@forecourt/wallet';
import { QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiClient,
  createAccountClient,
  createApiClient,
  createCompareFetcher,
  createLocationLookups,
  createQueryOptions,
  createWalletStorageClient,
} from './index';

const quiet = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
/** The panels' close timers are not what these tests are about: they never fire. */
const inertTimers = { setTimeout: () => 0, clearTimeout: () => undefined };

let server: TestApi;
let api: ApiClient;
let consumerId: string;
let listingIds: string[];

beforeAll(async () => {
  server = await createTestApi('pglite');
  await seedDatabase(server.database.db, { seed: 7, listings: 40, now: new Date() });
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await server.signIn('shopper-1');
  consumerId = session.consumerId;
  api = createApiClient({ baseUrl, getToken: () => session.token, logger: quiet });
  const found = await api.searchListings({ query: { numRecords: 3, sortBy: 'priceASC' } });
  listingIds = found.listings.map((listing) => listing.id);
}, 60_000);

afterAll(async () => {
  api?.shutdown();
  await server?.close();
});

describe('saved items over createAccountClient', () => {
  const savedItems = () =>
    createSavedItemsStore({
      client: createAccountClient(api),
      brand: 'atc',
      timers: inertTimers,
      logger: { error: vi.fn(), warn: vi.fn() },
    });

  it('saves a vehicle, reads it back in the bookmarks, updates and unsaves it', async () => {
    const [listingId = ''] = listingIds;
    const store = savedItems();
    await expect(store.getState().hydrateUser({ signedIn: true })).resolves.toEqual({ success: true });

    await expect(store.getState().saveVehicle(listingId, { title: 'Cheapest' })).resolves.toEqual({
      success: true,
    });
    const [saved] = store.getState().savedListings;
    expect(saved).toMatchObject({ listingId, version: expect.any(Number) });
    expect(saved?.bookmarkId).not.toBe('');
    // "If the bookmark is saved and not already existing (newly saved), the update-saved-listing panel opens".
    expect(store.getState().open.updateSavedListingModal).toBe(true);

    const otherDevice = savedItems();
    await otherDevice.getState().hydrateUser({ signedIn: true });
    await expect(otherDevice.getState().loadBookmarks()).resolves.toEqual({ success: true });
    expect(otherDevice.getState().profile?.carIds).toContain(listingId);
    expect(otherDevice.getState().bookmarks.inventoryBookmarks).toEqual([
      expect.objectContaining({ id: saved?.bookmarkId, listingId }),
    ]);

    await expect(store.getState().updateSavedVehicle({ notes: 'Call Friday' })).resolves.toEqual({
      success: true,
    });
    expect(store.getState().savedListings[0]?.version).toBe((saved?.version ?? 0) + 1);

    await expect(store.getState().unsaveVehicle(listingId)).resolves.toEqual({ success: true });
    expect(store.getState().savedListings).toEqual([]);
    await otherDevice.getState().loadBookmarks();
    expect(otherDevice.getState().bookmarks.inventoryBookmarks).toEqual([]);

    // The other device still lists it: the API answers 404, read as "not deleted, not saved".
    await expect(otherDevice.getState().unsaveVehicle(listingId)).resolves.toMatchObject({ success: false });
    expect(otherDevice.getState().savedListings).toEqual([]);
    expect(otherDevice.getState().globalAlert).toEqual(globalAlert('serverFailure'));
  });

  it('hydrates the quick-save list from the listing service and loads the unread count', async () => {
    const store = savedItems();
    await store.getState().hydrateUser({ signedIn: true });
    await store.getState().saveVehicle(listingIds[1] ?? '');
    await expect(store.getState().openQuickSaveList()).resolves.toEqual({ success: true });
    expect(store.getState().quickSaveListings.map((listing) => listing.id)).toEqual([listingIds[1]]);
    await expect(store.getState().loadNotificationsCount()).resolves.toEqual({ success: true });
    expect(store.getState().psxNotificationsCount).toBe('0');
  });
});

describe('the wallet over createWalletStorageClient', () => {
  const wallet = (signedIn: boolean) =>
    createWalletStore({
      client: createWalletStorageClient(api),
      consumerId: () => (signedIn ? consumerId : undefined),
      logger: { warn: vi.fn(), error: vi.fn() },
    });

  it('creates the consumer wallet, reads it on another device and syncs an update', async () => {
    const store = wallet(true);
    await expect(store.getState().ensureWallet()).resolves.toBe('created');
    const walletId = store.getState().walletId;
    expect(walletId).toEqual(expect.any(String));

    const otherDevice = wallet(true);
    await expect(otherDevice.getState().loadWallet()).resolves.toBe('replaced');
    expect(otherDevice.getState().walletId).toBe(walletId);

    await expect(store.getState().updateWallet({ loanTerm: 72, creditType: 'a' })).resolves.toBe(true);
    await expect(otherDevice.getState().loadWallet()).resolves.toBe('replaced');
    expect(otherDevice.getState()).toMatchObject({ walletId, loanTerm: 72, creditType: 'a' });
    const record = await api.getWalletByConsumer({ params: { consumerId } });
    expect(record.paymentInfo).toMatchObject({ loanTerm: 72, creditType: 'a', walletId });
  });

  it('keeps an anonymous wallet under the id the service issued on create', async () => {
    const store = wallet(false);
    await expect(store.getState().updateWallet({ downPaymentPercent: 0.1 })).resolves.toBe(true);
    const walletId = store.getState().walletId ?? '';
    const record = await api.getWallet({ params: { walletId } });
    expect(record).toMatchObject({ id: walletId, paymentInfo: { downPaymentPercent: 0.1 } });
  });
});

describe('compare over createCompareFetcher', () => {
  it('fetches the compared listings with their owners keyed by id', async () => {
    const store = createCompareStore({ fetchListings: createCompareFetcher(api) });
    for (const id of listingIds) store.getState().add(id);
    const reply = await store.getState().loadListings();
    expect(reply.listings?.map((listing) => listing.id).sort()).toEqual([...listingIds].sort());
    for (const listing of reply.listings ?? []) {
      expect(reply.owners?.[listing.ownerId ?? '']?.id).toBe(listing.ownerId);
    }
  });
});

describe('location lookups and query options', () => {
  it('looks a zip, a city and a market up', async () => {
    const lookups = createLocationLookups(api);
    await expect(lookups.describeZip('78701')).resolves.toMatchObject({ city: 'Austin', state: 'TX' });
    await expect(lookups.centerZip('Austin', 'TX')).resolves.toMatch(/^\d{5}$/);
    await expect(lookups.describeZip('00000')).resolves.toBeUndefined();
    await expect(
      lookups.fetchMarket({ city: 'Austin', state: 'TX' }, { signal: new AbortController().signal }),
    ).resolves.toMatchObject({ success: true });
  });

  it('fetches a search and the unread count through a query client', async () => {
    const queries = createQueryOptions(api);
    const queryClient = new QueryClient();
    const search = await queryClient.fetchQuery(
      queries.searchListings({ numRecords: 3, sortBy: 'priceASC' }),
    );
    expect(search.listings.map((listing) => listing.id)).toEqual(listingIds);
    await expect(queryClient.fetchQuery(queries.unreadNotificationsCount())).resolves.toBe(0);
    queryClient.clear();
  });
});
