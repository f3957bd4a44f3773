import { describe, expect, it, vi } from 'vitest';
import { type SavedItemsState, STORAGE_KEYS } from './index';
import { setup } from './test-support';

const users = {
  AT: { firstName: 'Ada', email: 'ada@example.com', searchIds: ['s1', 's2'], carIds: ['1'] },
  KBB: { firstName: 'Ada K', lastName: 'Lovelace', searchIds: ['s2', 's3'], carIds: ['1', '2'] },
};

describe('login hydration (spec 000 section 4)', () => {
  it('shows the cached profile first, then both brands merged with de-duplicated ids, and updates the cache', async () => {
    const t = setup({ brand: 'atc', data: { users } });
    t.storage.map.set(
      STORAGE_KEYS.profile,
      JSON.stringify({ firstName: 'Cached', searchIds: ['s1'], carIds: [] }),
    );
    const pending = t.state.hydrateUser({ signedIn: true });
    expect(t.state.profile?.firstName).toBe('Cached');
    expect(t.state.showUserState).toBe(true);
    expect(await pending).toEqual({ success: true });
    expect(t.client.requestsOf('getUserInfo')).toEqual([{ brand: 'AT' }, { brand: 'KBB' }]);
    const merged = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      searchIds: ['s1', 's2', 's3'],
      carIds: ['1', '2'],
    };
    expect(t.state.profile).toEqual(merged);
    expect(t.state.bookmarks.searchIds).toEqual(['s1', 's2', 's3']);
    expect(t.state.savedListings).toEqual([
      { listingId: '1', bookmarkId: '' },
      { listingId: '2', bookmarkId: '' },
    ]);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}')).toEqual(merged);
  });

  it("takes the text fields from the shopper's own brand first", async () => {
    const t = setup({ brand: 'kbb', data: { users } });
    await t.state.hydrateUser({ signedIn: true });
    expect(t.state.profile).toMatchObject({ firstName: 'Ada K', searchIds: ['s2', 's3', 's1'] });
  });

  it('leaves state and cache alone when the profile matches the cache', async () => {
    const t = setup({
      brand: 'atc',
      data: { users: { AT: { firstName: 'Ada', searchIds: ['s1'], carIds: [] } } },
    });
    t.storage.map.set(
      STORAGE_KEYS.profile,
      JSON.stringify({ firstName: 'Ada', searchIds: ['s1'], carIds: [] }),
    );
    const setItem = vi.spyOn(t.storage, 'setItem');
    const pending = t.state.hydrateUser({ signedIn: true });
    const shown = t.state.profile;
    await pending;
    expect(t.state.profile).toBe(shown);
    expect(setItem).not.toHaveBeenCalledWith(STORAGE_KEYS.profile, expect.anything());
  });

  it('uses the brand that answered when the other fails, and keeps the cache when both fail', async () => {
    const t = setup({ brand: 'atc', data: { users } });
    t.client.queue('getUserInfo', new Error('Service Unavailable'));
    await t.state.hydrateUser({ signedIn: true });
    expect(t.state.profile).toMatchObject({ firstName: 'Ada K', searchIds: ['s2', 's3'] });

    const u = setup({ data: { users } });
    u.storage.map.set(
      STORAGE_KEYS.profile,
      JSON.stringify({ firstName: 'Cached', searchIds: [], carIds: [] }),
    );
    u.client.queue('getUserInfo', new Error('down'));
    u.client.queue('getUserInfo', Object.assign(new Error('open'), { code: 'EOPENBREAKER' }));
    expect(await u.state.hydrateUser({ signedIn: true })).toEqual({ success: false, reason: 'server' });
    expect(u.state.profile?.firstName).toBe('Cached');
    expect(u.logger.error).toHaveBeenCalledWith(
      'hydrateUser failed: circuit breaker open',
      expect.any(Error),
    );
  });

  it('ignores the profiles when the shopper signed out meanwhile', async () => {
    const t = setup({ data: { users } });
    const pending = t.state.hydrateUser({ signedIn: true });
    await t.state.clearProfile();
    await pending;
    expect(t.state.profile).toBeNull();
  });

  it('keeps a save and an unsave made while the profiles were on their way, which answered from before them', async () => {
    const t = setup({ brand: 'atc', data: { users } });
    t.storage.map.set(
      STORAGE_KEYS.profile,
      JSON.stringify({ firstName: 'Ada', searchIds: [], carIds: ['1'] }),
    );
    // Both answers were read before the shopper's changes reached the service.
    t.client.queue('getUserInfo', { ...users.AT, carIds: ['1'] });
    t.client.queue('getUserInfo', { ...users.KBB, carIds: ['1'] });
    const pending = t.state.hydrateUser({ signedIn: true });
    const saved = t.state.saveVehicle('7');
    const unsaved = t.state.unsaveVehicle('1');
    await Promise.all([pending, saved, unsaved]);
    expect(t.state.savedListings.map((item) => item.listingId)).toEqual(['7']);
    expect(t.state.profile?.carIds).toEqual(['7']);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}').carIds).toEqual(['7']);
  });

  it('loads the quick-saves from local storage for an anonymous shopper', async () => {
    const t = setup();
    t.storage.map.set(STORAGE_KEYS.quickSaves, '["3","4","3"]');
    await t.state.hydrateUser({ signedIn: false });
    expect(t.state.savedListings).toEqual([
      { listingId: '3', bookmarkId: '' },
      { listingId: '4', bookmarkId: '' },
    ]);
    expect(t.client.calls).toEqual([]);
  });

  it('fills bookmark ids and versions from bookmarkInfo', async () => {
    const t = setup({ data: { users, vehicleBookmarks: [{ id: 'vb-8', listingId: '1', version: 2 }] } });
    await t.state.hydrateUser({ signedIn: true });
    expect(await t.state.loadBookmarks()).toEqual({ success: true });
    expect(t.state.savedListings[0]).toEqual({ listingId: '1', bookmarkId: 'vb-8', version: 2 });
    expect(t.state.bookmarks.inventoryBookmarks).toEqual([{ id: 'vb-8', listingId: '1', version: 2 }]);
  });
});

describe('clear profile (spec 000 section 4)', () => {
  it('logs out, clears the profile cache and resets the profile, keeping location, history, recommended inventory and showUserState', async () => {
    const onLogout = vi.fn();
    const kept: Partial<SavedItemsState> = {
      location: { city: 'Austin', state: 'TX', zip: '78701' },
      recentInventory: [{ id: '1', timestamp: 1 }],
      accountRecentSearches: [{ heading: 'Used Honda', timestamp: 1 }],
      recommendedInventory: [{ id: 5 }],
      showUserState: true,
    };
    const t = setup({
      onLogout,
      state: {
        ...kept,
        signedIn: true,
        profile: { firstName: 'Ada', searchIds: ['s1'], carIds: ['1'] },
        savedListings: [{ listingId: '1', bookmarkId: 'vb-1' }],
        psxNotificationsCount: '4',
        leadProfile: { email: 'ada@example.com' },
      },
    });
    t.storage.map.set(STORAGE_KEYS.profile, '{"searchIds":[],"carIds":[]}');
    await t.state.clearProfile();
    expect(onLogout).toHaveBeenCalledOnce();
    expect(t.storage.map.has(STORAGE_KEYS.profile)).toBe(false);
    expect(t.state).toMatchObject({
      ...kept,
      signedIn: false,
      profile: null,
      savedListings: [],
      psxNotificationsCount: '0',
      leadProfile: null,
    });
  });

  it('logs a failed logout', async () => {
    const t = setup({ onLogout: () => Promise.reject(new Error('offline')) });
    await t.state.clearProfile();
    expect(t.logger.error).toHaveBeenCalledWith('clearProfile logout failed', expect.any(Error));
  });
});

describe('lead profile (spec 000 section 4)', () => {
  it('uses the cached value if none is passed', () => {
    const t = setup();
    t.storage.map.set(STORAGE_KEYS.leadProfile, '{"firstName":"Ada","isOneClickOptedIn":true}');
    expect(t.state.setLeadProfile()).toEqual({ firstName: 'Ada', isOneClickOptedIn: true });
    expect(t.state.leadProfile).toEqual({ firstName: 'Ada', isOneClickOptedIn: true });
  });

  it.each([
    ['firstName', { firstName: 'Grace' }, true],
    ['lastName', { lastName: 'Hopper' }, true],
    ['email', { email: 'grace@example.com' }, true],
    ['phone', { phone: '5551234567' }, true],
    ['isOneClickOptedIn', { isOneClickOptedIn: false }, true],
    ['nothing of the five', {}, false],
  ])('replaces the cache only when %s differs', (_, change, replaced) => {
    const t = setup();
    const cached = { firstName: 'Ada', email: 'ada@example.com', isOneClickOptedIn: true };
    t.storage.map.set(STORAGE_KEYS.leadProfile, JSON.stringify(cached));
    const setItem = vi.spyOn(t.storage, 'setItem');
    t.state.setLeadProfile({ ...cached, ...change });
    expect(setItem.mock.calls.length).toBe(replaced ? 1 : 0);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.leadProfile) ?? '{}')).toEqual({ ...cached, ...change });
    expect(t.state.leadProfile).toEqual({ ...cached, ...change });
  });
});

describe('phone-verified profile edit (spec 000 sections 4 and 5)', () => {
  const state: Partial<SavedItemsState> = {
    signedIn: true,
    location: { zip: '78701' },
    profile: { firstName: 'Ada', phone: '(555) 123-4567', searchIds: [], carIds: [] },
  };

  it('validates a changed phone before submit, then updates the profile and caches the first name', async () => {
    const t = setup({ state });
    const submit = vi.fn(async () => true);
    expect(await t.state.editProfile({ firstName: 'Grace', phone: '555.987.6543' }, submit)).toEqual({
      success: true,
    });
    expect(t.client.requestsOf('validateProfileForm')).toEqual([
      { currentPhoneNumber: '5551234567', updatedPhoneNumber: '5559876543', zipCode: '78701' },
    ]);
    expect(submit).toHaveBeenCalledWith({ firstName: 'Grace', phone: '(555) 987-6543' });
    expect(t.state.profile).toMatchObject({ firstName: 'Grace', phone: '(555) 987-6543' });
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}').firstName).toBe('Grace');
  });

  it.each([
    ['the same phone in another format', { phone: '555-123-4567' }],
    ['the same zip', { zip: '78701' }],
    ['an empty zip', { zip: '' }],
    ['only names', { lastName: 'Lovelace' }],
  ])('does not call validation for %s', async (_, changes) => {
    const t = setup({ state });
    await t.state.editProfile(changes, async () => true);
    expect(t.client.requestsOf('validateProfileForm')).toEqual([]);
  });

  it('calls validation for a changed zip and maps the errors to the zip and phone fields', async () => {
    const t = setup({ state });
    const submit = vi.fn();
    expect(await t.state.editProfile({ zip: '7870', phone: '555' }, submit)).toMatchObject({
      success: false,
      reason: 'invalid-profile',
    });
    expect(t.state.profileErrors).toEqual({
      zip: 'Please enter a valid ZIP code.',
      phone: 'Please enter a valid phone number.',
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('removes the first name from the cache when it is absent', async () => {
    const t = setup({ state });
    t.storage.map.set(STORAGE_KEYS.profile, '{"firstName":"Ada","searchIds":[],"carIds":[]}');
    await t.state.editProfile({ firstName: '' }, async () => true);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}')).toEqual({
      searchIds: [],
      carIds: [],
    });
    expect(t.state.profile?.firstName).toBeUndefined();
  });

  it('keeps the profile when the submit fails', async () => {
    const t = setup({ state });
    expect(await t.state.editProfile({ firstName: 'Grace' }, async () => false)).toEqual({
      success: false,
      reason: 'server',
    });
    expect(t.state.profile?.firstName).toBe('Ada');
  });
});

describe('unread notification count (spec 000 sections 3 and 9)', () => {
  it('defaults to "0", loads the count when signed in, and falls back to "0" on failure', async () => {
    const t = setup({ state: { signedIn: true }, data: { unreadNotificationsCount: 3 } });
    expect(t.state.psxNotificationsCount).toBe('0');
    expect(t.state.myCarsCount).toBe(0);
    await t.state.loadNotificationsCount();
    expect(t.state.psxNotificationsCount).toBe('3');
    t.client.queue('getUnreadNotificationsCount', new Error('down'));
    await t.state.loadNotificationsCount();
    expect(t.state.psxNotificationsCount).toBe('0');
    const anonymous = setup({ data: { unreadNotificationsCount: 3 } });
    await anonymous.state.loadNotificationsCount();
    expect(anonymous.client.calls).toEqual([]);
  });
});
