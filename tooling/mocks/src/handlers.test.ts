import { CONTRACTS, type ContractName } from '@forecourt/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyReply,
  handlers,
  SAMPLE_LISTINGS,
  SAMPLE_UNREAD_NOTIFICATIONS,
  SAMPLE_WALLET_ID,
} from './index';
import { send, TEST_BASE_URL } from './test-server';
import { VALID_REQUESTS } from './valid-requests.fixtures';

const server = setupServer(...handlers({}, { baseUrl: TEST_BASE_URL }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NAMES = Object.keys(CONTRACTS) as ContractName[];

describe('handlers()', () => {
  it('makes one handler per contract of CONTRACTS, on its method and path', () => {
    const made = handlers({}, { baseUrl: TEST_BASE_URL }).map(
      (handler) => `${handler.info.method} ${handler.info.path}`,
    );
    expect(made).toEqual(
      NAMES.map((name) => `${CONTRACTS[name].method} ${TEST_BASE_URL}${CONTRACTS[name].path}`),
    );
  });

  it.each(NAMES)(
    '%s: the default answers a valid request with a reply its contract accepts',
    async (name) => {
      const contract = CONTRACTS[name];
      const { status, body, headers } = await send(name, VALID_REQUESTS[name]);
      expect(status).toBe(contract.replyStatus);
      expect(contract.reply.safeParse(body).success).toBe(true);
      if (contract.replyHeaders)
        expect(contract.replyHeaders.safeParse(Object.fromEntries(headers)).success).toBe(true);
    },
  );

  it('gives the listings asked for by id, with their owners, leaving unknown ids out', async () => {
    const { body } = await send('getListingsByIds', { query: { listingId: ['712300012', '799999999'] } });
    expect(body.listings.map((listing: { id: string }) => listing.id)).toEqual(['712300012']);
    expect(body.owners).toEqual([
      expect.objectContaining({ id: '100207', name: 'Maria Lopez', privateSeller: true }),
    ]);
  });

  it('answers an unknown VIN with 404 and the error shape', async () => {
    const { status, body } = await send('getListingByVin', { params: { vin: '1HGCM82633A004352' } });
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'No listing has VIN 1HGCM82633A004352' } });
  });

  it('creates a wallet whose id is the last segment of the Location header', async () => {
    const { status, headers, body } = await send('createWallet', {});
    expect(status).toBe(201);
    expect(headers.get('location')).toBe(`/wallet-storage/wallets/${SAMPLE_WALLET_ID}`);
    expect(body.id).toBe(SAMPLE_WALLET_ID);
  });

  it('prices a listing per loan term from its sale price, 20 percent down by default (spec 002 s3)', async () => {
    const civic = SAMPLE_LISTINGS[0];
    const { body } = await send('getPayments', { query: { listingId: civic?.id } });
    expect(Object.keys(body.payments)).toEqual(['36', '48', '60', '72']);
    expect(body.payments['60']).toMatchObject({ dealType: 'finance', termMonths: 60, aprPercent: 7.05 });
    expect(body.payments['60'].downPayment).toBeCloseTo((civic?.pricingDetail?.salePrice ?? 0) * 0.2, 2);
  });

  it('says "cannot find zipcode data for {city} {state}" for an unknown place (spec 001 s8)', async () => {
    const { body } = await send('getMarket', { query: { city: 'Springfield', state: 'ZZ' } });
    expect(body).toEqual({ success: false, message: 'cannot find zipcode data for Springfield ZZ' });
  });

  it('takes an override per contract and keeps the defaults of the others', async () => {
    const before = await send('getUnreadNotificationsCount', VALID_REQUESTS.getUnreadNotificationsCount);
    expect(before.body).toEqual({ data: { unreadNotificationsCount: SAMPLE_UNREAD_NOTIFICATIONS } });
    server.use(
      ...handlers(
        { getUnreadNotificationsCount: emptyReply('getUnreadNotificationsCount') },
        { baseUrl: TEST_BASE_URL },
      ),
    );
    const count = await send('getUnreadNotificationsCount', VALID_REQUESTS.getUnreadNotificationsCount);
    expect(count.body).toEqual({ data: { unreadNotificationsCount: 0 } });
    const bookmarks = await send('getBookmarkInfo', {});
    expect(bookmarks.body.bookmarks.inventoryBookmarks).toHaveLength(3);
  });
});
