import { createApiClient } from '@forecourt/api-client';
import { errorReply, handlers, SAMPLE_PAYMENT_INFO, SAMPLE_WALLET_ID } from '@forecourt/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PROXY_PATH, SESSION_TOKEN_PLACEHOLDER } from './api-proxy-path';
import { createEnvironment } from './create-environment';
import { startSession } from './start-session';

// The browser's start for a signed-in shopper over the mocks' account: its sample shopper owns a 2017 CR-V and a
// 2014 F-150, both with a latest zip code and a valuation vehicle id.
const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signedIn() {
  const api = createApiClient({
    baseUrl: `${window.location.origin}${API_PROXY_PATH}`,
    getToken: () => SESSION_TOKEN_PLACEHOLDER,
    breakers: false,
  });
  return createEnvironment({
    config: { brand: 'atc', siteName: 'Forecourt' },
    session: { signedIn: true, email: 'ada@example.com' },
    api,
    bot: false,
    origin: window.location.origin,
  });
}

describe('startSession: the cars-I-own count of a signed-in shopper', () => {
  // The contract always carries a five-digit zip, so the car that does not count is the one with no valuation id.
  it('"Only owned vehicles that have both a latest zip code and a valuation vehicle id count" (spec 000 s3)', async () => {
    server.use(
      ...handlers({
        getOwnedVehicles: [
          { vehicleid: 'ov-1', vehicle_details: { latest_zipcode: '78701' }, kbb_vehicle_id: 421_605 },
          { vehicleid: 'ov-2', vehicle_details: { latest_zipcode: '78745' }, kbb_vehicle_id: 392_118 },
          { vehicleid: 'ov-3', vehicle_details: { latest_zipcode: '78745' }, kbb_vehicle_id: null },
        ],
      }),
    );
    const environment = signedIn();
    await startSession(environment);
    expect(environment.stores.savedItems.getState().myCarsCount).toBe(2);
  });

  it('keeps the default count, 0, when the owned vehicles cannot be read ("cars-I-own count defaults to 0")', async () => {
    server.use(...handlers({ getOwnedVehicles: errorReply(500) }));
    const environment = signedIn();
    await startSession(environment);
    expect(environment.stores.savedItems.getState().myCarsCount).toBe(0);
  });
});

describe("startSession: a signed-in shopper's wallet follows their other devices", () => {
  // Spec 002 s4: "On fetch: if a consumer id exists, the wallet is read by consumer" and "Server data replaces local
  // data ... when the server lastUpdated is newer than the local one. Then a sync alert is shown".
  const laptopSaved = (lastUpdated: number) =>
    handlers({
      getWalletByConsumer: {
        paymentInfo: {
          ...SAMPLE_PAYMENT_INFO,
          walletId: SAMPLE_WALLET_ID,
          lastUpdated,
          monthlyBudget: 550,
          creditType: 'a',
          loanTerm: 72,
        },
        statusCode: 200,
        id: SAMPLE_WALLET_ID,
      },
    });

  it('reads the wallet by consumer id again when the tab comes back into view, and only then', async () => {
    const environment = signedIn();
    const wallet = environment.stores.wallet;
    const focus = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } };
    focus.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    await startSession(environment, { focus: focus as never });
    expect(wallet.getState()).toMatchObject({ walletId: SAMPLE_WALLET_ID, creditType: 'b' });
    wallet.getState().dismissSyncAlert();

    // The laptop saves a newer wallet; this tab is hidden meanwhile, then shown again.
    server.use(...laptopSaved(Date.now() + 60_000));
    focus.document.visibilityState = 'hidden';
    focus.document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wallet.getState()).toMatchObject({ creditType: 'b', isLoading: false });
    focus.document.visibilityState = 'visible';
    focus.document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(wallet.getState().creditType).toBe('a'));
    expect(wallet.getState()).toMatchObject({ monthlyBudget: 550, loanTerm: 72 });
    expect(wallet.getState().interactions.syncAlert).toEqual({
      showAlert: true,
      success: true,
      isAuto: true,
    });

    // The window focused again: read again; an older copy there changes nothing.
    wallet.getState().dismissSyncAlert();
    server.use(...laptopSaved(1));
    focus.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(wallet.getState().isLoading).toBe(false));
    expect(wallet.getState()).toMatchObject({ monthlyBudget: 550, creditType: 'a' });
    expect(wallet.getState().interactions.syncAlert.showAlert).toBe(false);
  });
});

describe('startSession: a sign-out while the session starts', () => {
  it('resolves quietly, starting none of the signed-in steps after it', async () => {
    const environment = signedIn();
    const store = environment.stores.savedItems;
    const hydrate = store.getState().hydrateUser;
    // The shopper signs out as the profile arrives (the header's button while the page still starts).
    store.setState({
      hydrateUser: async (options) => {
        const result = await hydrate(options);
        await store.getState().clearProfile();
        return result;
      },
    });
    const loadBookmarks = vi.spyOn(store.getState(), 'loadBookmarks');
    await expect(startSession(environment)).resolves.toBeUndefined();
    expect(loadBookmarks).not.toHaveBeenCalled();
    expect(store.getState().signedIn).toBe(false);
    expect(store.getState().myCarsCount).toBe(0);
  });
});
