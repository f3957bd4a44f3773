import { describe, expect, it, vi } from 'vitest';
import { createInMemoryAccountClient, IN_MEMORY_MESSAGES } from './index';

describe('createInMemoryAccountClient', () => {
  it('records calls, answers queued outcomes in order, then its own replies', async () => {
    const client = createInMemoryAccountClient();
    client.queue('deleteSearch', { responseCode: '500' });
    client.queue('deleteSearch', new Error('down'));
    expect(await client.deleteSearch({ bookmarkId: 'x' })).toEqual({ responseCode: '500' });
    await expect(client.deleteSearch({ bookmarkId: 'x' })).rejects.toThrow('down');
    expect(await client.deleteSearch({ bookmarkId: 'x' })).toEqual({ responseCode: '404' });
    expect(client.calls).toHaveLength(3);
    expect(client.requestsOf('deleteSearch')).toEqual([
      { bookmarkId: 'x' },
      { bookmarkId: 'x' },
      { bookmarkId: 'x' },
    ]);
  });

  it('returns copies, so a caller cannot change its data', async () => {
    const client = createInMemoryAccountClient({
      data: { vehicleBookmarks: [{ id: 'vb-1', listingId: '1' }] },
    });
    const { bookmarks } = await client.getBookmarkInfo();
    if (bookmarks?.inventoryBookmarks?.[0]) bookmarks.inventoryBookmarks[0].title = 'changed';
    expect(client.data.vehicleBookmarks[0]?.title).toBeUndefined();
  });

  it('saves vehicles with versions and answers a stale update with a warning unless it overwrites', async () => {
    const client = createInMemoryAccountClient();
    expect(await client.saveVehicle({ listingId: '1' })).toMatchObject({
      id: 'vb-1',
      version: 1,
      bookmarkSaved: true,
    });
    expect(await client.saveVehicle({ listingId: '1' })).toMatchObject({
      bookmarkSaved: false,
      bookmarkAlreadySaved: true,
    });
    expect(await client.saveVehicle({ bookmarkId: 'vb-1', version: 0 })).toEqual({
      msgs: [{ severity: 'WARN', value: IN_MEMORY_MESSAGES.versionConflict }],
      responseCode: '409',
    });
    expect(await client.saveVehicle({ bookmarkId: 'vb-1', version: 0, overwriteFlag: true })).toMatchObject({
      version: 2,
      responseCode: '200',
    });
    expect(await client.saveVehicle({ bookmarkId: 'vb-1', mobilePhone: '123' })).toMatchObject({
      msgs: [{ severity: 'ERROR', value: IN_MEMORY_MESSAGES.invalidMobilePhone }],
    });
    expect(await client.deleteBookmark({ listing: { listingId: '1', bookmarkId: 'vb-1' } })).toEqual({
      bookmark: { isDeleted: true, isSaved: false },
    });
  });

  it('serves profiles per brand, listings in the order asked, and the lists', async () => {
    const client = createInMemoryAccountClient({
      data: {
        users: { AT: { firstName: 'Ada', searchIds: ['s1'] } },
        listings: [{ id: 1 }, { id: 2 }],
        ownedVehicles: [{ vehicleid: 'o1' }],
        accountVehicles: [{ id: 'a1' }],
      },
    });
    expect(await client.getUserInfo({ brand: 'AT' })).toEqual({
      firstName: 'Ada',
      searchIds: ['s1'],
      carIds: [],
    });
    expect(await client.getListings({ listingId: '2,9,1' })).toEqual({ listings: [{ id: 2 }, { id: 1 }] });
    expect(await client.getRecentSearchListings({ numRecords: '1' })).toEqual({ listings: [{ id: 1 }] });
    expect(await client.getRecentSearchCounts({})).toEqual({ counts: { total: 2 } });
    expect(await client.deleteOwnedVehicle({ vehicleId: 'o1' })).toEqual([]);
    expect(
      await client.putAccountVehicle({ vehicleId: 'a2', vehicle: { id: 'a2', make: 'Ford' } }),
    ).toHaveLength(2);
    expect(await client.deleteAccountVehicle({ id: 'a1' })).toEqual([{ id: 'a2', make: 'Ford' }]);
    expect(await client.getOwnedVehicles()).toEqual([]);
    expect(await client.getAccountVehicles()).toHaveLength(1);
  });

  it('waits latencyMs before answering', async () => {
    vi.useFakeTimers();
    try {
      const client = createInMemoryAccountClient({ latencyMs: 300 });
      let answered = false;
      const pending = client.getUnreadNotificationsCount().then((reply) => {
        answered = true;
        return reply;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ unreadNotificationsCount: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
