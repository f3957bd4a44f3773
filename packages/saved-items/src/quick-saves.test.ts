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

  it('makes no call with no quick-saves, and needs a signed-in shopper', async () => {
    const t = signedInWithQuickSaves([]);
    expect(await t.state.convertQuickSaves()).toEqual({ success: true });
    expect(t.client.calls).toEqual([]);
    await expect(setup().state.convertQuickSaves()).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
  });
});
