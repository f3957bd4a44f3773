import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_ALERTS, type SavedItemsState, STORAGE_KEYS } from './index';
import { openPanels, setup } from './test-support';

const signedIn: Partial<SavedItemsState> = { signedIn: true, profile: { searchIds: ['s-old'], carIds: [] } };
const criteria = { makeCodeList: 'HONDA', zip: '78701' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving a search (spec 000 section 4)', () => {
  it('opens the update-saved-search dialog for a newly saved search and adds its id to the list and the profile cache', async () => {
    const t = setup({ brand: 'atc', state: signedIn });
    expect(await t.state.saveSearch({ criteria, searchName: 'Hondas' })).toEqual({ success: true });
    expect(t.client.requestsOf('saveSearch')).toEqual([
      { brand: 'AT', searchParams: criteria, searchName: 'Hondas' },
    ]);
    expect(openPanels(t.state)).toEqual(['savedSearchModal']);
    expect(t.state.bookmarks.search).toMatchObject({
      id: 'sb-1',
      title: 'Hondas',
      isSaved: true,
      isExisting: false,
    });
    expect(t.state.bookmarks.searchIds).toEqual(['sb-1']);
    expect(t.state.updateSavedSearch.bookmark?.id).toBe('sb-1');
    expect(t.state.profile?.searchIds).toEqual(['s-old', 'sb-1']);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}').searchIds).toEqual(['s-old', 'sb-1']);
  });

  it('makes an already saved search the current one without opening the dialog', async () => {
    const t = setup({ state: signedIn, data: { searchBookmarks: [{ id: 'sb-7', searchParams: criteria }] } });
    expect(await t.state.saveSearch({ criteria })).toEqual({ success: true });
    expect(t.state.bookmarks.search?.id).toBe('sb-7');
    expect(openPanels(t.state)).toEqual([]);
  });

  it.each([
    ['neither saved nor already existing', { isSaved: false, isExisting: false }],
    ['an exception', new Error('Internal Server Error')],
  ])(
    'on %s: produces the error, shows the error alert and resets the saved-search state',
    async (_, outcome) => {
      const t = setup({
        state: { ...signedIn, bookmarks: { ...setup().state.bookmarks, search: { id: 'prev' } } },
      });
      t.client.queue('saveSearch', outcome);
      expect(await t.state.saveSearch({ criteria })).toEqual({
        success: false,
        reason: 'server',
        message: 'There has been an error saving your search. Please try again later',
      });
      expect(t.state.errorMessages).toEqual([
        'There has been an error saving your search. Please try again later',
      ]);
      expect(t.state.globalAlert).toEqual({
        key: 'serverFailure',
        kind: 'danger',
        text: GLOBAL_ALERTS.serverFailure.text,
      });
      expect(t.state.bookmarks.search).toBeNull();
      expect(t.state.updateSavedSearch).toEqual({ bookmark: null, messages: {} });
    },
  );

  it('opens the e-mail-subscribe modal for an anonymous shopper', async () => {
    const t = setup();
    expect(await t.state.saveSearch({ criteria })).toEqual({ success: false, reason: 'sign-in' });
    expect(openPanels(t.state)).toEqual(['emailSubscribeModal']);
    expect(t.client.calls).toEqual([]);
  });
});

describe('updating a saved search (spec 000 section 4)', () => {
  async function savedAndOpen() {
    const t = setup({ brand: 'kbb', state: signedIn });
    await t.state.saveSearch({ criteria, searchName: 'Hondas' });
    return t;
  }

  it('goes loading, then loaded; after 500 ms the dialog closes and the button resets', async () => {
    const t = await savedAndOpen();
    const pending = t.state.updateSearchBookmark({
      searchName: 'Cheap Hondas',
      sendTextAlerts: true,
      phone: '555 123 4567',
    });
    expect(t.state.animatedButtonState).toBe('loading');
    expect(await pending).toEqual({ success: true });
    expect(t.client.requestsOf('saveSearch')[1]).toEqual({
      bookmarkId: 'sb-1',
      brand: 'KBB',
      searchName: 'Cheap Hondas',
      mobilePhone: '5551234567',
      sendTextAlerts: true,
      version: 1,
      overwriteFlag: false,
    });
    expect(t.state.animatedButtonState).toBe('loaded');
    expect(t.state.bookmarks.search).toMatchObject({
      title: 'Cheap Hondas',
      version: 2,
      alert: { sendTextAlerts: true },
    });
    vi.advanceTimersByTime(499);
    expect(t.state.open.savedSearchModal).toBe(true);
    vi.advanceTimersByTime(1);
    expect(t.state.open.savedSearchModal).toBe(false);
    expect(t.state.animatedButtonState).toBe('default');
  });

  it('shows returned messages in the dialog and sends the next update with the overwrite flag after a warning', async () => {
    const t = await savedAndOpen();
    const stored = t.client.data.searchBookmarks[0];
    if (stored) stored.version = 5;
    expect(await t.state.updateSearchBookmark({ searchName: 'x' })).toMatchObject({ reason: 'messages' });
    expect(t.state.updateSavedSearch.messages.warning).toBe(
      'This item was changed elsewhere. Save again to keep your changes.',
    );
    expect(t.state.open.savedSearchModal).toBe(true);
    expect(await t.state.updateSearchBookmark({ searchName: 'x' })).toEqual({ success: true });
    expect(t.client.requestsOf('saveSearch')[2]).toMatchObject({ overwriteFlag: true });
  });

  it('raises the server-failure alert when the call fails', async () => {
    const t = await savedAndOpen();
    t.client.queue('saveSearch', new Error('Bad Gateway'));
    expect(await t.state.updateSearchBookmark({ searchName: 'x' })).toEqual({
      success: false,
      reason: 'server',
    });
    expect(t.state.globalAlert?.key).toBe('serverFailure');
    expect(t.state.animatedButtonState).toBe('default');
  });

  it('opens the dialog for a saved search, and throws with none open', async () => {
    const t = setup({ state: signedIn });
    await expect(t.state.updateSearchBookmark({})).rejects.toMatchObject({ code: 'NO_BOOKMARK' });
    t.state.openUpdateSavedSearch({ id: 'sb-3', title: 'Trucks' });
    expect(openPanels(t.state)).toEqual(['savedSearchModal']);
    expect(t.state.updateSavedSearch.bookmark).toEqual({ id: 'sb-3', title: 'Trucks' });
  });
});

describe('unsaving a search (spec 000 section 4)', () => {
  const state: Partial<SavedItemsState> = {
    signedIn: true,
    profile: { searchIds: ['sb-1', 'sb-2'], carIds: [] },
    bookmarks: {
      ...setup().state.bookmarks,
      searchIds: ['sb-1', 'sb-2'],
      searchBookmarks: [{ id: 'sb-1' }, { id: 'sb-2' }],
      search: { id: 'sb-1' },
    },
  };

  it("removes the id locally and from the profile cache only when responseCode is '200'", async () => {
    const t = setup({ state, data: { searchBookmarks: [{ id: 'sb-1', version: 3 }] } });
    expect(await t.state.unsaveSearch({ id: 'sb-1', version: 3 })).toEqual({ success: true });
    expect(t.client.requestsOf('deleteSearch')).toEqual([{ bookmarkId: 'sb-1', version: 3 }]);
    expect(t.state.bookmarks.searchIds).toEqual(['sb-2']);
    expect(t.state.bookmarks.searchBookmarks).toEqual([{ id: 'sb-2' }]);
    expect(t.state.bookmarks.search).toBeNull();
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.profile) ?? '{}').searchIds).toEqual(['sb-2']);
  });

  it.each([
    ['another responseCode', { responseCode: '500' }],
    ['no responseCode', {}],
    ['an exception', new Error('Gateway Timeout')],
  ])('raises an error and keeps the search on %s', async (_, outcome) => {
    const t = setup({ state });
    t.client.queue('deleteSearch', outcome);
    expect(await t.state.unsaveSearch({ id: 'sb-1' })).toEqual({ success: false, reason: 'server' });
    expect(t.state.bookmarks.searchIds).toEqual(['sb-1', 'sb-2']);
    expect(t.state.globalAlert?.key).toBe('serverFailure');
  });
});
