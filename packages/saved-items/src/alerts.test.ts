import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_ALERTS, type SavedItemsState, STORAGE_KEYS } from './index';
import { setup } from './test-support';

const bookmarks = setup().state.bookmarks;
const signedIn: Partial<SavedItemsState> = {
  signedIn: true,
  profile: { searchIds: ['sb-1'], carIds: ['1'] },
  bookmarks: {
    ...bookmarks,
    inventoryBookmarks: [{ id: 'vb-1', listingId: '1', hasEmailAlerts: true, hasTextAlerts: false }],
    searchBookmarks: [{ id: 'sb-1', alert: { sendEmailAlerts: true, sendTextAlerts: false } }],
  },
  open: { ...setup().state.open, alertsModal: true },
};
const data = {
  vehicleBookmarks: [{ id: 'vb-1', listingId: '1', hasEmailAlerts: true, hasTextAlerts: false }],
  searchBookmarks: [{ id: 'sb-1', alert: { sendEmailAlerts: true, sendTextAlerts: false } }],
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alerts toggle (spec 000 section 4)', () => {
  it.each([
    ['vehicle', 'sms', true, 'Text alerts enabled.'],
    ['vehicle', 'sms', false, 'Text alerts disabled.'],
    ['vehicle', 'email', true, 'Email alerts enabled.'],
    ['vehicle', 'email', false, 'Email alerts disabled.'],
    ['search', 'sms', true, 'Text alerts enabled.'],
    ['search', 'email', false, 'Email alerts disabled.'],
  ] as const)(
    "%s %s %s: on responseCode '200' sets the flag and the banner reads %j",
    async (kind, target, enabled, text) => {
      const t = setup({ state: signedIn, data });
      const bookmarkId = kind === 'vehicle' ? 'vb-1' : 'sb-1';
      expect(
        await t.state.toggleAlerts({ kind, bookmarkId, target, enabled, phone: '555-123-4567' }),
      ).toEqual({
        success: true,
      });
      expect(t.state.globalAlert).toEqual({ key: 'alertsSuccess', kind: 'info', text });
      if (kind === 'vehicle') {
        const flag = target === 'sms' ? 'hasTextAlerts' : 'hasEmailAlerts';
        expect(t.state.bookmarks.inventoryBookmarks[0]?.[flag]).toBe(enabled);
      } else {
        const flag = target === 'sms' ? 'sendTextAlerts' : 'sendEmailAlerts';
        expect(t.state.bookmarks.searchBookmarks[0]?.alert?.[flag]).toBe(enabled);
      }
    },
  );

  it('sends the phone as digits for text alerts and keeps it in the text-alerts session cache', async () => {
    const t = setup({ state: signedIn, data });
    await t.state.toggleAlerts({
      kind: 'vehicle',
      bookmarkId: 'vb-1',
      target: 'sms',
      enabled: true,
      phone: '(555) 123-4567',
    });
    expect(t.client.requestsOf('saveVehicle')).toEqual([
      { bookmarkId: 'vb-1', mobilePhone: '5551234567', enableTextAlerts: true },
    ]);
    expect(t.storage.map.get(STORAGE_KEYS.textAlerts)).toBe('{"phone":"5551234567"}');
    await t.state.toggleAlerts({ kind: 'search', bookmarkId: 'sb-1', target: 'sms', enabled: true });
    expect(t.client.requestsOf('saveSearch')[0]).toMatchObject({
      mobilePhone: '5551234567',
      sendTextAlerts: true,
    });
  });

  it("checks the phone first: 'Please enter a valid phone number.' and the button resets", async () => {
    const t = setup({ state: signedIn, data });
    const pending = t.state.toggleAlerts({
      kind: 'vehicle',
      bookmarkId: 'vb-1',
      target: 'sms',
      enabled: true,
      phone: '555-1234',
    });
    expect(await pending).toEqual({
      success: false,
      reason: 'invalid-phone',
      message: 'Please enter a valid phone number.',
    });
    expect(t.state.errorMessages).toEqual(['Please enter a valid phone number.']);
    expect(t.state.animatedButtonState).toBe('default');
    expect(t.client.calls).toEqual([]);
  });

  it('falls back to the profile phone', async () => {
    const t = setup({
      state: { ...signedIn, profile: { phone: '(555) 222-3333', searchIds: [], carIds: [] } },
      data,
    });
    await t.state.toggleAlerts({ kind: 'vehicle', bookmarkId: 'vb-1', target: 'sms', enabled: true });
    expect(t.client.requestsOf('saveVehicle')[0]).toMatchObject({ mobilePhone: '5552223333' });
  });

  it('closes the vehicle alerts modal after 1 s', async () => {
    const t = setup({ state: signedIn, data });
    await t.state.toggleAlerts({ kind: 'vehicle', bookmarkId: 'vb-1', target: 'email', enabled: false });
    vi.advanceTimersByTime(999);
    expect(t.state.open.alertsModal).toBe(true);
    vi.advanceTimersByTime(1);
    expect(t.state.open.alertsModal).toBe(false);
  });

  it('leaves the modal open for a search', async () => {
    const t = setup({ state: signedIn, data });
    await t.state.toggleAlerts({ kind: 'search', bookmarkId: 'sb-1', target: 'email', enabled: false });
    vi.advanceTimersByTime(5000);
    expect(t.state.open.alertsModal).toBe(true);
  });

  it('shows the server-failure alert on another response, with the server message when there is one', async () => {
    const t = setup({ state: signedIn, data });
    t.client.queue('saveVehicle', { responseCode: '500' });
    expect(
      await t.state.toggleAlerts({ kind: 'vehicle', bookmarkId: 'vb-1', target: 'email', enabled: false }),
    ).toEqual({
      success: false,
      reason: 'server',
    });
    expect(t.state.globalAlert?.text).toBe(GLOBAL_ALERTS.serverFailure.text);
    expect(t.state.bookmarks.inventoryBookmarks[0]?.hasEmailAlerts).toBe(true);
    await t.state.toggleAlerts({ kind: 'search', bookmarkId: 'nope', target: 'email', enabled: true });
    expect(t.state.globalAlert?.text).toBe('We could not find that saved item.');
  });

  it('shows the alerts failure message when the call fails', async () => {
    const t = setup({ state: signedIn, data });
    t.client.queue('saveSearch', new Error('Service Unavailable'));
    const result = await t.state.toggleAlerts({
      kind: 'search',
      bookmarkId: 'sb-1',
      target: 'email',
      enabled: false,
    });
    expect(result).toMatchObject({
      message: "We're sorry, but we have encountered an error. Please try again later.",
    });
    expect(t.state.errorMessages).toEqual([
      "We're sorry, but we have encountered an error. Please try again later.",
    ]);
    expect(t.state.animatedButtonState).toBe('default');
  });
});

describe('cancel all alerts (spec 000 section 4)', () => {
  it.each(['vehicles', 'searches'] as const)(
    "%s: with a userId in the reply, the banner reads 'We have successfully updated your preferences' and every flag is cleared",
    async (kind) => {
      const t = setup({ state: signedIn, data });
      expect(await t.state.cancelAllAlerts({ kind, userId: 'user-1' })).toEqual({ success: true });
      expect(t.client.calls.map((call) => call.name)).toEqual([
        kind === 'vehicles' ? 'optOut' : 'optOutSearch',
      ]);
      expect(t.state.globalAlert).toEqual({
        key: 'cancelAlertsSuccess',
        kind: 'info',
        text: 'We have successfully updated your preferences',
      });
      expect(t.state.cancelAlerts).toEqual({ success: true });
      if (kind === 'vehicles') {
        expect(t.state.bookmarks.inventoryBookmarks[0]).toMatchObject({
          hasEmailAlerts: false,
          hasTextAlerts: false,
        });
        expect(t.state.bookmarks.searchBookmarks[0]?.alert?.sendEmailAlerts).toBe(true);
      } else {
        expect(t.state.bookmarks.searchBookmarks[0]?.alert).toEqual({
          sendEmailAlerts: false,
          sendTextAlerts: false,
        });
        expect(t.state.bookmarks.inventoryBookmarks[0]?.hasEmailAlerts).toBe(true);
      }
    },
  );

  it('shows the server-failure alert without a userId, and when the call fails', async () => {
    const t = setup({ state: signedIn, data });
    expect(await t.state.cancelAllAlerts({ kind: 'vehicles', userId: 'someone-else' })).toMatchObject({
      success: false,
    });
    expect(t.state.globalAlert).toEqual({ key: 'serverFailure', kind: 'danger', text: 'User not found.' });
    expect(t.state.cancelAlerts).toEqual({ success: false });
    t.client.queue('optOutSearch', new Error('Bad Gateway'));
    await t.state.cancelAllAlerts({ kind: 'searches', userId: 'user-1' });
    expect(t.state.globalAlert?.text).toBe(GLOBAL_ALERTS.serverFailure.text);
  });

  it('starts the cancel-account modal in its first state again', async () => {
    const t = setup({ state: signedIn, data });
    await t.state.cancelAllAlerts({ kind: 'vehicles', userId: 'user-1' });
    t.state.openPanel('cancelAccountModal');
    expect(t.state.cancelAlerts).toEqual({ success: false });
  });
});
