import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_ALERTS, type SavedItemsState, STORAGE_KEYS } from './index';
import { openPanels, setup } from './test-support';

const signedIn: Partial<SavedItemsState> = { signedIn: true, profile: { searchIds: [], carIds: [] } };
const breakerOpen = () => Object.assign(new Error('Breaker is open'), { code: 'EOPENBREAKER' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving a vehicle, signed in (spec 000 section 4)', () => {
  it('adds the listing at once, then opens the update panel for a newly saved bookmark and keeps its version', async () => {
    const t = setup({ state: signedIn });
    const pending = t.state.saveVehicle('700', {
      listing: { id: 700, title: '2020 Honda Civic' },
      title: 'My Civic',
    });
    expect(t.state.savedListings).toEqual([{ listingId: '700', bookmarkId: '' }]);
    expect(await pending).toEqual({ success: true });
    expect(t.client.requestsOf('saveVehicle')).toEqual([{ listingId: '700' }]);
    expect(t.state.savedListings).toEqual([{ listingId: '700', bookmarkId: 'vb-1', version: 1 }]);
    expect(openPanels(t.state)).toEqual(['updateSavedListingModal']);
    expect(t.state.updateSavedInventory).toEqual({
      listing: { id: 700, title: '2020 Honda Civic' },
      bookmark: { id: 'vb-1', isSaved: true, isExisting: false, title: 'My Civic' },
      phone: '',
      context: 'update',
      messages: {},
    });
    expect(t.state.profile?.carIds).toEqual(['700']);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}').carIds).toEqual(['700']);
  });

  it('keeps an already saved bookmark without opening the panel', async () => {
    const t = setup({
      state: signedIn,
      data: { vehicleBookmarks: [{ id: 'vb-9', listingId: '700', version: 4 }] },
    });
    await t.state.saveVehicle('700');
    expect(t.state.savedListings).toEqual([{ listingId: '700', bookmarkId: 'vb-9', version: 4 }]);
    expect(openPanels(t.state)).toEqual([]);
  });

  it("removes the listing again and raises the server's message when the save failed", async () => {
    const t = setup({ state: signedIn });
    t.client.queue('saveVehicle', {
      bookmarkSaved: false,
      msgs: [{ severity: 'ERROR', value: 'Listing sold' }],
    });
    expect(await t.state.saveVehicle('700')).toEqual({ success: false, reason: 'server' });
    expect(t.state.savedListings).toEqual([]);
    expect(t.state.globalAlert).toEqual({ key: 'serverFailure', kind: 'danger', text: 'Listing sold' });
  });

  it('removes the listing again with the server-failure alert when the call fails (open breaker)', async () => {
    const t = setup({ state: signedIn });
    t.client.queue('saveVehicle', breakerOpen());
    await t.state.saveVehicle('700');
    expect(t.state.savedListings).toEqual([]);
    expect(t.state.globalAlert?.text).toBe(GLOBAL_ALERTS.serverFailure.text);
    expect(t.logger.error).toHaveBeenCalledWith(
      'saveVehicle failed: circuit breaker open',
      expect.any(Error),
    );
  });
});

describe('saving a vehicle, anonymous (spec 000 section 4)', () => {
  it('adds a quick-save with an empty bookmark id, once, and keeps it in storage', async () => {
    const t = setup({ maxQuickSavesLimit: 5 });
    await t.state.saveVehicle('1');
    await t.state.saveVehicle('1');
    expect(t.state.savedListings).toEqual([{ listingId: '1', bookmarkId: '' }]);
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1"]');
    expect(t.client.calls).toEqual([]);
  });

  it('shows the quick-save notification instead once maxQuickSavesLimit is reached (main brand)', async () => {
    const t = setup({ brand: 'atc', maxQuickSavesLimit: 2 });
    await t.state.saveVehicle('1');
    await t.state.saveVehicle('2');
    const seen: string[][] = [];
    t.store.subscribe((state) => seen.push(state.savedListings.map((item) => item.listingId)));
    expect(await t.state.saveVehicle('3')).toEqual({ success: false, reason: 'quick-save-limit' });
    expect(seen).toEqual([['1', '2']]);
    expect(t.state.savedListings.map((item) => item.listingId)).toEqual(['1', '2']);
    expect(openPanels(t.state)).toEqual(['quickSaveNotification']);
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1","2"]');
  });

  it('adds the item first and then un-saves it on the valuation brand', async () => {
    const t = setup({ brand: 'kbb', maxQuickSavesLimit: 1 });
    await t.state.saveVehicle('1');
    const seen: string[][] = [];
    t.store.subscribe((state) => seen.push(state.savedListings.map((item) => item.listingId)));
    await t.state.saveVehicle('2');
    expect(seen).toEqual([['1', '2'], ['1']]);
    expect(openPanels(t.state)).toEqual(['quickSaveNotification']);
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["1"]');
  });

  it('takes the limit behaviour as an option', async () => {
    const t = setup({ brand: 'kbb', quickSaveLimitBehaviour: 'notify' });
    const seen: number[] = [];
    t.store.subscribe((state) => seen.push(state.savedListings.length));
    await t.state.saveVehicle('1');
    expect(seen).toEqual([0]);
  });

  it('with the default limit of 0, shows the notification on the first quick-save', async () => {
    const t = setup();
    expect(t.state.maxQuickSavesLimit).toBe(0);
    await t.state.saveVehicle('1');
    expect(t.state.open.quickSaveNotification).toBe(true);
    expect(t.state.savedListings).toEqual([]);
  });
});

describe('unsaving a vehicle (spec 000 section 4)', () => {
  const saved = {
    ...signedIn,
    profile: { searchIds: [], carIds: ['1', '2', '3'] },
    savedListings: [
      { listingId: '1', bookmarkId: 'vb-1' },
      { listingId: '2', bookmarkId: 'vb-2' },
      { listingId: '3', bookmarkId: 'vb-3' },
    ],
  };
  const data = {
    vehicleBookmarks: [
      { id: 'vb-1', listingId: '1' },
      { id: 'vb-2', listingId: '2' },
      { id: 'vb-3', listingId: '3' },
    ],
  };

  it('removes the listing at once, then calls the server', async () => {
    const t = setup({ state: saved, data });
    const pending = t.state.unsaveVehicle('2');
    expect(t.state.savedListings.map((item) => item.listingId)).toEqual(['1', '3']);
    expect(await pending).toEqual({ success: true });
    expect(t.client.requestsOf('deleteBookmark')).toEqual([
      { listing: { listingId: '2', bookmarkId: 'vb-2' } },
    ]);
    expect(t.state.profile?.carIds).toEqual(['1', '3']);
    expect(t.state.globalAlert).toBeNull();
  });

  it('raises an alert and re-adds the listing in its place when the bookmark is not reported deleted', async () => {
    const t = setup({ state: saved, data });
    t.client.queue('deleteBookmark', { bookmark: { isDeleted: false, isSaved: true } });
    expect(await t.state.unsaveVehicle('2')).toEqual({ success: false, reason: 'server' });
    expect(t.state.savedListings.map((item) => item.listingId)).toEqual(['1', '2', '3']);
    expect(t.state.globalAlert?.key).toBe('serverFailure');
  });

  it('does not re-add a listing the server says is no longer saved', async () => {
    const t = setup({ state: saved, data });
    t.client.queue('deleteBookmark', { bookmark: { isDeleted: false, isSaved: false } });
    await t.state.unsaveVehicle('2');
    expect(t.state.savedListings.map((item) => item.listingId)).toEqual(['1', '3']);
    expect(t.state.globalAlert?.key).toBe('serverFailure');
  });

  it('re-adds the listing when the call fails (timeout)', async () => {
    const t = setup({ state: saved, data });
    t.client.queue('deleteBookmark', Object.assign(new Error('Timed out'), { code: 'ETIMEDOUT' }));
    await t.state.unsaveVehicle('1');
    expect(t.state.savedListings.map((item) => item.listingId)).toEqual(['1', '2', '3']);
    expect(t.logger.error).toHaveBeenCalledWith('unsaveVehicle failed: request timed out', expect.any(Error));
  });

  it('closes the quick-save list when the last saved listing is removed', async () => {
    const t = setup({
      maxQuickSavesLimit: 5,
      state: {
        savedListings: [{ listingId: '1', bookmarkId: '' }],
        open: { ...setup().state.open, quickSaveList: true },
      },
    });
    await t.state.unsaveVehicle('1');
    expect(t.state.open.quickSaveList).toBe(false);
    expect(t.storage.map.has(STORAGE_KEYS.quickSaves)).toBe(false);
    expect(t.client.calls).toEqual([]);
  });

  it('keeps the quick-save list open while listings remain', async () => {
    const t = setup({
      state: {
        savedListings: [
          { listingId: '1', bookmarkId: '' },
          { listingId: '2', bookmarkId: '' },
        ],
        open: { ...setup().state.open, quickSaveList: true },
      },
    });
    await t.state.unsaveVehicle('1');
    expect(t.state.open.quickSaveList).toBe(true);
    expect(t.storage.map.get(STORAGE_KEYS.quickSaves)).toBe('["2"]');
  });
});

describe('updating a saved vehicle (spec 000 section 4)', () => {
  async function savedAndOpen() {
    const t = setup({ state: signedIn });
    await t.state.saveVehicle('700', { title: 'Civic' });
    return t;
  }

  it('goes loading, updates the version, goes loaded, and closes the panel after 3000 ms', async () => {
    const t = await savedAndOpen();
    const pending = t.state.updateSavedVehicle({
      notes: 'Call Friday',
      phone: '(555) 123-4567',
      enableTextAlerts: true,
    });
    expect(t.state.animatedButtonState).toBe('loading');
    expect(await pending).toEqual({ success: true });
    expect(t.client.requestsOf('saveVehicle')[1]).toEqual({
      bookmarkId: 'vb-1',
      mobilePhone: '5551234567',
      enableTextAlerts: true,
      notes: 'Call Friday',
      version: 1,
      overwriteFlag: false,
    });
    expect(t.state.savedListings[0]?.version).toBe(2);
    expect(t.state.updateSavedInventory.phone).toBe('(555) 123-4567');
    expect(t.state.animatedButtonState).toBe('loaded');
    vi.advanceTimersByTime(2999);
    expect(t.state.open.updateSavedListingModal).toBe(true);
    vi.advanceTimersByTime(1);
    expect(t.state.open.updateSavedListingModal).toBe(false);
    expect(t.state.animatedButtonState).toBe('default');
  });

  it('shows the messages of the reply in the panel, and a warning makes the next update carry the overwrite flag', async () => {
    const t = await savedAndOpen();
    t.client.data.vehicleBookmarks[0] = { ...t.client.data.vehicleBookmarks[0], id: 'vb-1', version: 7 };
    expect(await t.state.updateSavedVehicle({ notes: 'mine' })).toMatchObject({
      success: false,
      reason: 'messages',
    });
    expect(t.state.updateSavedInventory.messages).toEqual({
      warning: 'This item was changed elsewhere. Save again to keep your changes.',
    });
    expect(t.state.animatedButtonState).toBe('default');
    expect(t.state.open.updateSavedListingModal).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(t.state.open.updateSavedListingModal).toBe(true);

    expect(await t.state.updateSavedVehicle({ notes: 'mine' })).toEqual({ success: true });
    expect(t.client.requestsOf('saveVehicle')[2]).toMatchObject({ overwriteFlag: true });
    expect(t.state.savedListings[0]?.version).toBe(8);
    expect(t.state.updateSavedInventory.messages).toEqual({});
  });

  it('an error message alone does not set the overwrite flag', async () => {
    const t = await savedAndOpen();
    t.client.queue('saveVehicle', {
      msgs: [
        { severity: 'ERROR', value: 'Notes are too long' },
        { severity: 'ERROR', value: 'Title is too long' },
      ],
    });
    await t.state.updateSavedVehicle({ notes: 'x' });
    expect(t.state.updateSavedInventory.messages).toEqual({ error: 'Notes are too long\nTitle is too long' });
    await t.state.updateSavedVehicle({ notes: 'y' });
    expect(t.client.requestsOf('saveVehicle')[2]).toMatchObject({ overwriteFlag: false });
  });

  it('raises the server-failure alert and resets the button when the call fails', async () => {
    const t = await savedAndOpen();
    t.client.queue('saveVehicle', Object.assign(new Error('locked'), { code: 'ESEMLOCKED' }));
    expect(await t.state.updateSavedVehicle({ notes: 'x' })).toEqual({ success: false, reason: 'server' });
    expect(t.state.globalAlert?.key).toBe('serverFailure');
    expect(t.state.animatedButtonState).toBe('default');
    expect(t.logger.error).toHaveBeenCalledWith(
      'updateSavedVehicle failed: too many concurrent requests',
      expect.any(Error),
    );
  });

  it('opens the panel for a vehicle saved earlier, with the phone from the profile', async () => {
    const t = setup({
      state: {
        ...signedIn,
        profile: { phone: '5559876543', searchIds: [], carIds: ['5'] },
        savedListings: [{ listingId: '5', bookmarkId: 'vb-5', version: 3 }],
        bookmarks: {
          ...setup().state.bookmarks,
          inventoryBookmarks: [{ id: 'vb-5', listingId: '5', title: 'Truck' }],
        },
      },
    });
    t.state.openUpdateSavedVehicle('5');
    expect(t.state.updateSavedInventory).toMatchObject({
      bookmark: { id: 'vb-5', isSaved: true, isExisting: true, title: 'Truck' },
      phone: '(555) 987-6543',
      context: 'update',
    });
    expect(openPanels(t.state)).toEqual(['updateSavedListingModal']);
  });

  /** A car saved earlier whose text alerts go to a stored phone, and a profile with another one. */
  function savedWithPhone() {
    const t = setup({
      state: {
        ...signedIn,
        profile: { phone: '5559876543', searchIds: [], carIds: ['5'] },
        savedListings: [{ listingId: '5', bookmarkId: 'vb-5', version: 3 }],
        bookmarks: {
          ...setup().state.bookmarks,
          inventoryBookmarks: [
            {
              id: 'vb-5',
              listingId: '5',
              title: 'Truck',
              hasTextAlerts: true,
              mobilePhone: '(512) 555-0100',
            },
          ],
        },
      },
    });
    t.client.data.vehicleBookmarks.push({
      id: 'vb-5',
      listingId: '5',
      version: 3,
      hasTextAlerts: true,
      mobilePhone: '(512) 555-0100',
    });
    return t;
  }

  it("opens the panel with the car's stored text-alert phone, before the profile's", () => {
    const t = savedWithPhone();
    t.state.openUpdateSavedVehicle('5');
    expect(t.state.updateSavedInventory.phone).toBe('(512) 555-0100');
  });

  it('an edit that leaves the phone as it was does not send it, so the stored number stays', async () => {
    const t = savedWithPhone();
    t.state.openUpdateSavedVehicle('5');
    expect(await t.state.updateSavedVehicle({ notes: 'Call Friday', phone: '512-555-0100' })).toEqual({
      success: true,
    });
    expect(t.client.requestsOf('saveVehicle')[0]).not.toHaveProperty('mobilePhone');
    expect(t.client.data.vehicleBookmarks[0]?.mobilePhone).toBe('(512) 555-0100');
    expect(t.state.bookmarks.inventoryBookmarks[0]?.mobilePhone).toBe('(512) 555-0100');
  });

  it('a changed phone is sent and kept; a phone the shopper cleared is sent empty and erased', async () => {
    const t = savedWithPhone();
    t.state.openUpdateSavedVehicle('5');
    await t.state.updateSavedVehicle({ phone: '(737) 555-0199' });
    expect(t.client.requestsOf('saveVehicle')[0]).toMatchObject({ mobilePhone: '7375550199' });
    expect(t.state.bookmarks.inventoryBookmarks[0]?.mobilePhone).toBe('(737) 555-0199');

    await t.state.updateSavedVehicle({ phone: '', enableTextAlerts: false });
    expect(t.client.requestsOf('saveVehicle')[1]).toMatchObject({ mobilePhone: '' });
    expect(t.client.data.vehicleBookmarks[0]?.mobilePhone).toBeUndefined();
    expect(t.state.bookmarks.inventoryBookmarks[0]).not.toHaveProperty('mobilePhone');
  });

  it('throws on misuse: no bookmark in the panel, a listing not saved, or an anonymous shopper', async () => {
    const t = setup({ state: signedIn });
    await expect(t.state.updateSavedVehicle({})).rejects.toMatchObject({ code: 'NO_BOOKMARK' });
    expect(() => t.state.openUpdateSavedVehicle('404')).toThrow(
      expect.objectContaining({ code: 'NO_BOOKMARK' }),
    );
    const anonymous = setup();
    await expect(anonymous.state.updateSavedVehicle({})).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
  });
});
