import { createApiClient } from '@forecourt/api-client';
import { errorReply, handlers } from '@forecourt/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
