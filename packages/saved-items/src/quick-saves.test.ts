import { describe, expect, it } from 'vitest';
import { GLOBAL_ALERTS, type SavedListing, STORAGE_KEYS } from './index';
import { openPanels, setup } from './test-support';

const quick = (...ids: string[]): SavedListing[] => ids.map((listingId) => ({ listingId, bookmarkId: '' }));
const live = (...ids: number[]) => ids.map((id) => ({ id, title: `Listing ${id}` }));

describe('quick-save list (spec 000 section 4)', () => {
  it('hydrates the saved ids and opens when every listing is still for sale', async () => {
    const t = setup({ data: { listings: live(1, 2) }, state: { savedListings: quick('2', '1') } });
    expect(await t.state.openQuickSaveList()).toEqual({ success: true });
    expect(t.client.requestsOf('getListings')).toEqual([
      { listingId: '2,1', numRecords: 2, hideFilters: true },
    ]);
    expect(t.state.quickSaveListings.map((listing) => listing.id)).toEqual([2, 1]);
    expect(openPanels(t.state)).toEqual(['quickSaveList']);
    expect(t.state.globalAlert).toBeNull();
  });

  it('drops expired listings, shows the expired banner and rewrites the quick-saves', async () => {
    const t = setup({ data: { listings: live(1, 3) }, state: { savedListings: quick('1', '2', '3') } });
    await t.state.openQuickSaveList();
    expect(t.state.savedListings).toEqual(quick('1', '3'));
    expect(t.state.globalAlert).toEqual({
      key: 'expiredListings',
      kind: 'warning',
      text: "Looks like some of your saved listings have expired. We've removed those for you.",
    });
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","3"]');
    expect(t.state.open.quickSaveList).toBe(true);
  });

  it('does not open when no listing remains', async () => {
    const t = setup({ state: { savedListings: quick('1', '2') } });
    await t.state.openQuickSaveList();
    expect(t.state.savedListings).toEqual([]);
    expect(t.state.globalAlert?.key).toBe('expiredListings');
    expect(openPanels(t.state)).toEqual([]);
  });

  it('does nothing with no saved ids', async () => {
    const t = setup();
    await t.state.openQuickSaveList();
    expect(t.client.calls).toEqual([]);
    expect(openPanels(t.state)).toEqual([]);
  });

  it('rewrites the profile ids and sends them to the profile cache when signed in', async () => {
    const t = setup({
      data: { listings: live(1) },
      state: {
        signedIn: true,
        profile: { searchIds: [], carIds: ['1', '2'] },
        savedListings: [
          { listingId: '1', bookmarkId: 'vb-1' },
          { listingId: '2', bookmarkId: 'vb-2' },
        ],
      },
    });
    await t.state.openQuickSaveList();
    expect(t.state.profile?.carIds).toEqual(['1']);
    expect(t.client.requestsOf('updateProfileCache')).toEqual([{ carIds: ['1'] }]);
    expect(t.storage.map.has(STORAGE_KEYS.quickSaves)).toBe(false);
  });

  it('keeps the list and raises the server-failure alert when the listings cannot be fetched', async () => {
    const t = setup({ state: { savedListings: quick('1') } });
    t.client.queue('getListings', new Error('Bad Gateway'));
    expect(await t.state.openQuickSaveList()).toEqual({ success: false, reason: 'server' });
    expect(t.state.savedListings).toEqual(quick('1'));
    expect(t.state.globalAlert?.text).toBe(GLOBAL_ALERTS.serverFailure.text);
    expect(openPanels(t.state)).toEqual([]);
  });
});

describe('converting quick-saves after sign-in (spec 000 section 4)', () => {
  function signedInWithQuickSaves(ids: string[], listings = live(1, 2, 3)) {
    const t = setup({
      data: { listings },
      state: { signedIn: true, profile: { searchIds: [], carIds: ['9'] } },
    });
    t.storage.map.set(STORAGE_KEYS.quickSaves, JSON.stringify(ids));
    t.store.setState({ savedListings: [{ listingId: '9', bookmarkId: 'vb-9' }] });
    return t;
  }

  it('sends the local ids in one call and saves them with their bookmark ids', async () => {
    const t = signedInWithQuickSaves(['1', '2']);
    expect(await t.state.convertQuickSaves()).toEqual({ success: true });
    expect(t.client.requestsOf('persistQuickSaveVehicles')).toEqual([{ listingIds: '1,2' }]);
    expect(t.state.savedListings).toEqual([
      { listingId: '9', bookmarkId: 'vb-9' },
      { listingId: '1', bookmarkId: 'vb-1', version: 1 },
      { listingId: '2', bookmarkId: 'vb-2', version: 1 },
    ]);
    expect(t.state.profile?.carIds).toEqual(['9', '1', '2']);
    expect(t.storage.map.has(STORAGE_KEYS.quickSaves)).toBe(false);
  });

  it('shows the conversion-failure alert and keeps the quick-saves when a failure list has entries', async () => {
    const t = signedInWithQuickSaves(['1', '404']);
    expect(await t.state.convertQuickSaves()).toEqual({ success: false, reason: 'server' });
    expect(t.state.globalAlert).toEqual({
      key: 'conversionFailure',
      kind: 'danger',
      text: 'Oops, something went wrong. We’re working to get it fixed. Sign in again to permanently save your vehicles.',
    });
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","404"]');
  });

  it('fails on a failed delete too', async () => {
    const t = signedInWithQuickSaves(['1']);
    t.client.queue('persistQuickSaveVehicles', {
      createdBookmarkBeans: [{ id: 'vb-1', listingId: '1' }],
      failedToDeleteBookmarkBeans: [{ id: 'old' }],
    });
    await t.state.convertQuickSaves();
    expect(t.state.globalAlert?.key).toBe('conversionFailure');
  });

  it('shows the conversion-failure alert when the call fails', async () => {
    const t = signedInWithQuickSaves(['1']);
    t.client.queue('persistQuickSaveVehicles', new Error('Service Unavailable'));
    await t.state.convertQuickSaves();
    expect(t.state.globalAlert?.key).toBe('conversionFailure');
  });

  it('resolves quietly when the shopper signs out while the call is out, writing nothing into the signed-out state', async () => {
    const t = signedInWithQuickSaves(['1', '2']);
    const pending = t.state.convertQuickSaves();
    await t.state.clearProfile();
    expect(await pending).toEqual({ success: false, reason: 'sign-in' });
    expect(t.store.getState().signedIn).toBe(false);
    // The device keeps them as quick-saves, with no bookmark id of the account's.
    expect(t.store.getState().savedListings).toEqual([
      { listingId: '1', bookmarkId: '' },
      { listingId: '2', bookmarkId: '' },
    ]);
    expect(t.store.getState().profile).toBeNull();
    expect(t.storage.map.get(STORAGE_KEYS.profile)).toBeUndefined();
    expect(t.store.getState().globalAlert).toBeNull();
  });

  it('makes no call with no quick-saves, and needs a signed-in shopper', async () => {
    const t = signedInWithQuickSaves([]);
    expect(await t.state.convertQuickSaves()).toEqual({ success: true });
    expect(t.client.calls).toEqual([]);
    await expect(setup().state.convertQuickSaves()).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
  });
});

describe('quick-saves kept across pages (spec 000 s4 "Anonymous users load quick-saves from local storage")', () => {
  const limited = { maxQuickSavesLimit: 5 };

  it('a save reads what storage holds first and adds to it, never overwriting it', async () => {
    // A page that has not read storage yet (its session still starting) saves a second car.
    const t = setup(limited);
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["707197228"]');
    expect(await t.state.saveVehicle('326306635')).toEqual({ success: true });
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["707197228","326306635"]');
    expect(t.state.savedListings).toEqual(quick('707197228', '326306635'));
  });

  it('"quick-save ids are not duplicated" when the stored list already has the car', async () => {
    const t = setup(limited);
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["1","2"]');
    await t.state.saveVehicle('2');
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","2"]');
  });

  it('counts the stored quick-saves towards the limit', async () => {
    const t = setup({ maxQuickSavesLimit: 2 });
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["1","2"]');
    expect(await t.state.saveVehicle('3')).toEqual({ success: false, reason: 'quick-save-limit' });
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","2"]');
  });

  it('an unsave removes the car from what storage holds and keeps the others', async () => {
    const t = setup(limited);
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["1","2","3"]');
    await t.state.unsaveVehicle('2');
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","3"]');
    expect(t.state.savedListings).toEqual(quick('1', '3'));
    expect(t.client.requestsOf('deleteBookmark')).toEqual([]);
  });

  it('survives a new store over the same storage (a reload)', async () => {
    const first = setup(limited);
    await first.state.saveVehicle('1');
    await first.state.saveVehicle('2');
    const again = setup(limited);
    for (const [key, value] of first.storage.map) again.storage.setItem(key, value);
    await again.state.hydrateUser({ signedIn: false });
    expect(again.state.savedListings).toEqual(quick('1', '2'));
    await again.state.saveVehicle('3');
    expect(again.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","2","3"]');
  });
});

describe('loadQuickSaves (the garage lists the quick-saves itself)', () => {
  it('reads the stored ids, hydrates them and drops the expired with the banner, without opening the panel', async () => {
    const t = setup({ data: { listings: live(1, 3) } });
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["1","2","3"]');
    expect(await t.state.loadQuickSaves()).toEqual({ success: true });
    expect(t.state.quickSaveListings.map((listing) => listing.id)).toEqual([1, 3]);
    expect(t.state.savedListings).toEqual(quick('1', '3'));
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","3"]');
    expect(t.state.globalAlert?.text).toBe(GLOBAL_ALERTS.expiredListings.text);
    expect(openPanels(t.state)).toEqual([]);
  });

  it('has nothing to load and calls nothing when there are no quick-saves', async () => {
    const t = setup();
    expect(await t.state.loadQuickSaves()).toEqual({ success: true });
    expect(t.client.calls).toEqual([]);
    expect(t.state.quickSaveListings).toEqual([]);
  });

  it('opens the list from the stored quick-saves when the store had not read them yet', async () => {
    const t = setup({ data: { listings: live(7) } });
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["7"]');
    await t.state.openQuickSaveList();
    expect(openPanels(t.state)).toEqual(['quickSaveList']);
  });
});

describe('a listing service that is away', () => {
  it('keeps every quick-save when the reply has no listings (a breaker fallback), and opens nothing', async () => {
    const t = setup();
    t.storage.setItem(STORAGE_KEYS.quickSaves, '["1","2"]');
    t.client.getListings = async () => ({});
    expect(await t.state.loadQuickSaves()).toEqual({ success: false, reason: 'server' });
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","2"]');
    expect(t.state.globalAlert?.key).not.toBe('expiredListings');
    await t.state.openQuickSaveList();
    expect(openPanels(t.state)).toEqual([]);
  });
});
