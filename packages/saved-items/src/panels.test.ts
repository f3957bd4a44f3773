import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSavedItemsState, PANELS, type SavedItemsStore } from './index';
import { openPanels, setup } from './test-support';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('user state defaults (spec 000 section 3)', () => {
  it('has every field with its default', () => {
    expect(initialSavedItemsState()).toMatchObject({
      showUserState: false,
      isUserEditProfile: false,
      location: {},
      bookmarks: {
        searchIds: [],
        emailAlerts: null,
        search: null,
        inventoryBookmarks: [],
        searchBookmarks: [],
        subscribe: { status: 'idle', showInlineForm: true, error: null },
      },
      updateSavedInventory: { listing: null, bookmark: null, phone: '', context: 'update', messages: {} },
      updateSavedSearch: { bookmark: null, messages: {} },
      recommendedInventory: [],
      errorMessages: [],
      warningMessages: [],
      globalAlert: null,
      cancelAlerts: { success: false },
      showBestDeals: true,
      psxNotificationsCount: '0',
      myCarsCount: 0,
      showToast: false,
      hasChatPreviouslyVdpListings: [],
      leadProfile: null,
      maxQuickSavesLimit: 0,
      animatedButtonState: 'default',
    });
    expect(initialSavedItemsState().open).toEqual(Object.fromEntries(PANELS.map((panel) => [panel, false])));
    expect(PANELS).toEqual([
      'quickSaveNotification',
      'quickSaveList',
      'updateSavedListingModal',
      'savedSearchModal',
      'emailSubscribeModal',
      'alertsModal',
      'cancelAccountModal',
      'newUserModal',
    ]);
  });

  it('takes maxQuickSavesLimit from config', () => {
    expect(setup({ maxQuickSavesLimit: 4 }).state.maxQuickSavesLimit).toBe(4);
  });
});

describe('open flags', () => {
  it.each(PANELS)('opening %s closes every other', (panel) => {
    const t = setup();
    for (const other of PANELS) t.state.openPanel(other);
    t.state.openPanel(panel);
    expect(openPanels(t.state)).toEqual([panel]);
    t.state.closePanel(panel);
    expect(openPanels(t.state)).toEqual([]);
  });

  it('only one is open at a time, whatever the shopper does', async () => {
    type Step = (store: SavedItemsStore) => unknown;
    const step = fc.oneof(
      fc.constantFrom(...PANELS).map(
        (panel): Step =>
          (s) =>
            s.openPanel(panel),
      ),
      fc.constantFrom(...PANELS).map(
        (panel): Step =>
          (s) =>
            s.closePanel(panel),
      ),
      // Saves weigh more, so the quick-save limit is reached while another panel is open.
      {
        arbitrary: fc.integer({ min: 1, max: 4 }).map(
          (id): Step =>
            (s) =>
              s.saveVehicle(String(id)),
        ),
        weight: 4,
      },
      fc.integer({ min: 1, max: 4 }).map(
        (id): Step =>
          (s) =>
            s.unsaveVehicle(String(id)),
      ),
      fc.constant<Step>((s) => s.openQuickSaveList()),
      fc.constant<Step>((s) => s.saveSearch({ criteria: { makeCodeList: 'HONDA' } })),
      fc.constant<Step>((s) => s.registerEmail({ emailAddress: 'a@b.co', criteria: {} })),
      fc.constant<Step>((s) => s.updateSavedVehicle({ notes: 'n' }).catch(() => undefined)),
      fc.constant<Step>((s) => s.updateSearchBookmark({ searchName: 'n' }).catch(() => undefined)),
      fc.constant<Step>((s) =>
        s
          .toggleAlerts({ kind: 'vehicle', bookmarkId: 'vb-1', target: 'email', enabled: true })
          .catch(() => undefined),
      ),
      fc.integer({ min: 0, max: 3500 }).map(
        (ms): Step =>
          () =>
            vi.advanceTimersByTime(ms),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 25 }), async (signedIn, steps) => {
        const t = setup({
          maxQuickSavesLimit: 1,
          data: { listings: [{ id: 1 }, { id: 2 }] },
          state: { signedIn },
        });
        for (const run of steps) {
          await run(t.state);
          expect(openPanels(t.state).length).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('setters', () => {
  it('set location, limits, counts and lists', () => {
    const t = setup();
    t.state.setLocation({ city: 'Austin', state: 'TX', zip: '78701' });
    t.state.setMaxQuickSavesLimit(3.7);
    t.state.setShowBestDeals(false);
    t.state.setMyCarsCount(2);
    t.state.setRecommendedInventory([{ id: 1 }]);
    t.state.addChatPreviouslyVdpListing('9');
    t.state.addChatPreviouslyVdpListing('9');
    t.state.setUserEditProfile(true);
    expect(t.state).toMatchObject({
      location: { city: 'Austin', state: 'TX', zip: '78701' },
      maxQuickSavesLimit: 3,
      showBestDeals: false,
      myCarsCount: 2,
      recommendedInventory: [{ id: 1 }],
      hasChatPreviouslyVdpListings: ['9'],
      isUserEditProfile: true,
    });
  });

  it('dismiss the global alert and the toast', async () => {
    const t = setup({ state: { showToast: true } });
    await t.state.saveVehicle('1');
    t.state.openPanel('alertsModal');
    t.store.setState({ globalAlert: { key: 'serverFailure', kind: 'danger', text: 'x' } });
    t.state.dismissGlobalAlert();
    t.state.hideToast();
    expect(t.state.globalAlert).toBeNull();
    expect(t.state.showToast).toBe(false);
    t.state.closeAllPanels();
    expect(openPanels(t.state)).toEqual([]);
  });
});
