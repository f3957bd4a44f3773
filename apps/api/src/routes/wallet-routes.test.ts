import { CONTRACTS, WALLET_CONFLICT } from '@forecourt/contracts';
import {
  createWalletStore,
  isServerWalletNewer,
  isValidWalletReply,
  type WalletStorageClient,
  type WalletWriteRequest,
} from '@forecourt/wallet';
import fc from 'fast-check';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { HOUR_MS, PAYMENTS_NOW, testClock } from '../testing/payment-fixtures';

// Spec 002 s7, wallet storage service, "alternative shape": "POST creates a wallet (new id taken from the Location
// header); GET by wallet id or by consumer id; PUT updates by id with body paymentInfo plus consumerid." Spec 002
// s4: "A server response counts as valid only if paymentInfo carries a created or last-updated date".

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOW_MS = Date.parse(PAYMENTS_NOW);

/** Fails every UPDATE of the wallets table after the database ran it: what a connection lost mid-request does. */
class FailAfterWalletUpdate implements KyselyPlugin {
  readonly #updates = new WeakSet<QueryId>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'UpdateQueryNode') this.#updates.add(args.queryId);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#updates.has(args.queryId)) throw new Error('connection lost after the update');
    return args.result;
  }
}

describe.each(ENGINES)('wallet storage on %s', (engine) => {
  let api: TestApi;
  const clock = testClock(PAYMENTS_NOW);
  const send = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    authorization?: string,
  ) => {
    const reply = await api.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
  };
  const create = async (payload?: unknown, authorization?: string) =>
    (await send('POST', '/wallet-storage/wallets', payload, authorization)).body;

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('POST /wallet-storage/wallets', () => {
    it('answers 201 with the new id in the Location header and a record the wallet package counts', async () => {
      clock.set(PAYMENTS_NOW);
      const { status, body, headers } = await send('POST', '/wallet-storage/wallets');
      expect(status).toBe(201);
      expect(body.id).toMatch(UUID);
      expect(headers.location).toBe(`/wallet-storage/wallets/${body.id}`);
      expect(body).toEqual({
        paymentInfo: { walletId: body.id, createdDate: NOW_MS, lastUpdated: NOW_MS },
        statusCode: 201,
        id: body.id,
      });
      expect(isValidWalletReply(body)).toBe(true);
    });

    it('keeps the dates the shopper stamped, so a saved wallet never looks newer than the device that saved it', async () => {
      const paymentInfo = {
        creditType: 'a',
        loanTerm: 72,
        createdDate: NOW_MS - 5_000,
        lastUpdated: NOW_MS - 1_000,
      };
      const body = await create({ paymentInfo });
      expect(body.paymentInfo).toEqual({ ...paymentInfo, walletId: body.id });
      expect(
        isServerWalletNewer(body.paymentInfo, { lastUpdated: NOW_MS - 1_000, createdDate: NOW_MS - 5_000 }),
      ).toBe(false);
    });

    it('gives every wallet its own unguessable id', async () => {
      const ids = new Set([(await create()).id, (await create()).id, (await create()).id]);
      expect(ids.size).toBe(3);
    });

    it('refuses a consumer id another wallet holds, naming the field, and creates nothing', async () => {
      const shopper = await api.signIn('wallet-post-1');
      const first = await create({ consumerid: shopper.consumerId }, shopper.authorization);
      const before = await api.database.db.selectFrom('wallets').select('id').execute();
      const { status, body } = await send(
        'POST',
        '/wallet-storage/wallets',
        { consumerid: shopper.consumerId },
        shopper.authorization,
      );
      expect(status).toBe(400);
      expect(body.error.field).toBe('body.consumerid');
      expect(body.error.message).not.toContain(first.id);
      expect(await api.database.db.selectFrom('wallets').select('id').execute()).toHaveLength(before.length);
    });

    it.each([
      [{ paymentInfo: { creditType: 'z' } }, 'body.paymentInfo.creditType'],
      [{ paymentInfo: { loanTerm: 600 } }, 'body.paymentInfo.loanTerm'],
      [{ paymentInfo: { downPaymentPercent: 20 } }, 'body.paymentInfo.downPaymentPercent'],
      [{ consumerid: 'a/b' }, 'body.consumerid'],
      [[1, 2], 'body'],
    ])('answers 400 naming the field for %j', async (payload, field) => {
      const { status, body } = await send('POST', '/wallet-storage/wallets', payload);
      expect(status).toBe(400);
      expect(body.error.field).toBe(field);
    });
  });

  describe('GET by wallet id and by consumer id', () => {
    it('reads a wallet by its id', async () => {
      const created = await create({ paymentInfo: { zip: '78701', budget: null } });
      const { status, body } = await send('GET', `/wallet-storage/wallets/${created.id}`);
      expect(status).toBe(200);
      expect(body).toEqual({ ...created, statusCode: 200 });
    });

    it("reads a signed-in consumer's wallet by consumer id, and nobody else's", async () => {
      const shopper = await api.signIn('wallet-get-1');
      const created = await create(
        { consumerid: shopper.consumerId, paymentInfo: { creditType: 'c' } },
        shopper.authorization,
      );
      const url = `/wallet-storage/consumers/${shopper.consumerId}/wallet`;
      const { status, body } = await send('GET', url, undefined, shopper.authorization);
      expect(status).toBe(200);
      expect(body.id).toBe(created.id);
      expect(body.paymentInfo.creditType).toBe('c');

      const other = await api.signIn('wallet-get-2');
      expect((await send('GET', url, undefined, other.authorization)).status).toBe(404);
      expect((await send('GET', url)).status).toBe(401);
    });

    it('"Signed-in consumer: wallet held by consumer id" (spec 002 s6): by wallet id it is a 404 to everyone', async () => {
      const shopper = await api.signIn('wallet-get-5');
      const created = await create(
        { consumerid: shopper.consumerId, paymentInfo: { creditType: 'c' } },
        shopper.authorization,
      );
      const url = `/wallet-storage/wallets/${created.id}`;
      const other = await api.signIn('wallet-get-6');
      for (const authorization of [undefined, other.authorization, shopper.authorization]) {
        const { status, body } = await send('GET', url, undefined, authorization);
        expect(status).toBe(404);
        // The same answer as a wallet that does not exist: the id tells nobody that it does.
        expect(body).toEqual({ error: { code: 'NOT_FOUND', message: `Wallet ${created.id} was not found` } });
      }
    });

    it('"Anonymous visitor: wallet held by wallet id" (spec 002 s6): whoever holds the id reads it', async () => {
      const created = await create({ paymentInfo: { creditType: 'd' } });
      const holder = await api.signIn('wallet-get-7');
      for (const authorization of [undefined, holder.authorization]) {
        const { status, body } = await send(
          'GET',
          `/wallet-storage/wallets/${created.id}`,
          undefined,
          authorization,
        );
        expect(status).toBe(200);
        expect(body.paymentInfo.creditType).toBe('d');
      }
    });

    it("refuses to tie a wallet to a consumer id that is not the caller's own", async () => {
      const shopper = await api.signIn('wallet-get-3');
      const anonymous = await send('POST', '/wallet-storage/wallets', { consumerid: shopper.consumerId });
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.error.field).toBe('body.consumerid');
      const other = await api.signIn('wallet-get-4');
      const before = await api.database.db.selectFrom('wallets').select('id').execute();
      const squat = await send(
        'POST',
        '/wallet-storage/wallets',
        { consumerid: shopper.consumerId },
        other.authorization,
      );
      // Another shopper's consumer id is "not found", as every call naming another's object answers.
      expect(squat.status).toBe(404);
      expect(squat.body.error.code).toBe('NOT_FOUND');
      expect(await api.database.db.selectFrom('wallets').select('id').execute()).toHaveLength(before.length);
    });

    it('answers 404 for a wallet id nobody has', async () => {
      const { status, body } = await send(
        'GET',
        '/wallet-storage/wallets/00000000-0000-4000-8000-000000000000',
      );
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: 'NOT_FOUND', message: 'Wallet 00000000-0000-4000-8000-000000000000 was not found' },
      });
    });

    it('answers 404 for a signed-in consumer without a wallet', async () => {
      const shopper = await api.signIn('wallet-none');
      const url = `/wallet-storage/consumers/${shopper.consumerId}/wallet`;
      const { status, body } = await send('GET', url, undefined, shopper.authorization);
      expect(status).toBe(404);
      expect(body).toEqual({
        error: { code: 'NOT_FOUND', message: `The wallet of consumer ${shopper.consumerId} was not found` },
      });
    });

    it.each([
      ['/wallet-storage/wallets/not%20an%20id', 'params.walletId'],
      [`/wallet-storage/wallets/${'x'.repeat(65)}`, 'params.walletId'],
      ['/wallet-storage/consumers/a%2Fb/wallet', 'params.consumerId'],
    ])('answers 400 naming the field for %s', async (url, field) => {
      const { status, body } = await send(
        'GET',
        url,
        undefined,
        (await api.signIn('wallet-bad')).authorization,
      );
      expect(status).toBe(400);
      expect(body.error.field).toBe(field);
    });
  });

  describe('PUT /wallet-storage/wallets/:walletId', () => {
    it('replaces the payment info, keeping the created date, and answers success', async () => {
      clock.set(PAYMENTS_NOW);
      const created = await create({ paymentInfo: { creditType: 'a', zip: '78701' } });
      clock.advance(HOUR_MS);
      const lastUpdated = NOW_MS + HOUR_MS - 10;
      const { status, body } = await send('PUT', `/wallet-storage/wallets/${created.id}`, {
        paymentInfo: { creditType: 'd', loanTerm: 48, lastUpdated, createdDate: 1 },
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        statusCode: 200,
        id: created.id,
        paymentInfo: {
          creditType: 'd',
          loanTerm: 48,
          lastUpdated,
          createdDate: NOW_MS,
          walletId: created.id,
        },
      });
      expect((await send('GET', `/wallet-storage/wallets/${created.id}`)).body.paymentInfo).toEqual(
        body.paymentInfo,
      );
    });

    it("stamps the server's time when the shopper sent no lastUpdated", async () => {
      clock.set(PAYMENTS_NOW);
      const created = await create();
      clock.advance(60_000);
      const { body } = await send('PUT', `/wallet-storage/wallets/${created.id}`, {
        paymentInfo: { zip: '53703' },
      });
      expect(body.paymentInfo.lastUpdated).toBe(NOW_MS + 60_000);
    });

    it('ties a wallet to a consumer, and keeps the tie when a later update names none', async () => {
      const shopper = await api.signIn('wallet-put-1');
      const created = await create();
      await send(
        'PUT',
        `/wallet-storage/wallets/${created.id}`,
        { paymentInfo: {}, consumerid: shopper.consumerId },
        shopper.authorization,
      );
      const later = await send(
        'PUT',
        `/wallet-storage/wallets/${created.id}`,
        { paymentInfo: { creditType: 'e' } },
        shopper.authorization,
      );
      expect(later.status).toBe(200);
      const { body } = await send(
        'GET',
        `/wallet-storage/consumers/${shopper.consumerId}/wallet`,
        undefined,
        shopper.authorization,
      );
      expect(body.id).toBe(created.id);
      expect(body.paymentInfo.creditType).toBe('e');
    });

    it("never moves a consumer's id to another wallet, nor a wallet to another consumer", async () => {
      const owner = await api.signIn('wallet-put-2');
      const held = await create(
        { consumerid: owner.consumerId, paymentInfo: { creditType: 'a' } },
        owner.authorization,
      );
      const other = await create({ paymentInfo: { creditType: 'b' } });
      const steal = await send(
        'PUT',
        `/wallet-storage/wallets/${other.id}`,
        { paymentInfo: { creditType: 'f' }, consumerid: owner.consumerId },
        owner.authorization,
      );
      expect(steal.status).toBe(400);
      expect(steal.body.error.field).toBe('body.consumerid');
      expect((await send('GET', `/wallet-storage/wallets/${other.id}`)).body.paymentInfo.creditType).toBe(
        'b',
      );
      const own = `/wallet-storage/consumers/${owner.consumerId}/wallet`;
      expect((await send('GET', own, undefined, owner.authorization)).body.id).toBe(held.id);

      const mover = await api.signIn('wallet-put-3');
      const move = await send(
        'PUT',
        `/wallet-storage/wallets/${held.id}`,
        { paymentInfo: { creditType: 'f' }, consumerid: mover.consumerId },
        mover.authorization,
      );
      // Another consumer's wallet is not the mover's to see: the 404 of an unknown wallet.
      expect(move.status).toBe(404);
      expect(move.body).toEqual({ error: { code: 'NOT_FOUND', message: `Wallet ${held.id} was not found` } });
      expect((await send('GET', own, undefined, owner.authorization)).body.paymentInfo.creditType).toBe('a');
    });

    it("changes a consumer's wallet with that consumer's token only: anonymous or another's is a 404", async () => {
      const owner = await api.signIn('wallet-put-4');
      const held = await create(
        { consumerid: owner.consumerId, paymentInfo: { creditType: 'a', lastUpdated: NOW_MS } },
        owner.authorization,
      );
      const other = await api.signIn('wallet-put-5');
      const url = `/wallet-storage/wallets/${held.id}`;
      const change = { paymentInfo: { creditType: 'f', lastUpdated: NOW_MS + 1 } };
      for (const authorization of [undefined, other.authorization]) {
        const { status, body } = await send('PUT', url, change, authorization);
        expect(status).toBe(404);
        expect(body.error.code).toBe('NOT_FOUND');
      }
      const own = `/wallet-storage/consumers/${owner.consumerId}/wallet`;
      expect((await send('GET', own, undefined, owner.authorization)).body).toEqual({
        ...held,
        statusCode: 200,
      });
      expect((await send('PUT', url, change, owner.authorization)).status).toBe(200);
    });

    it('lets whoever holds an anonymous wallet id change it, and tie it to themselves', async () => {
      const created = await create({ paymentInfo: { creditType: 'a' } });
      const holder = await api.signIn('wallet-put-6');
      const url = `/wallet-storage/wallets/${created.id}`;
      expect((await send('PUT', url, { paymentInfo: { creditType: 'b' } })).status).toBe(200);
      const tied = await send(
        'PUT',
        url,
        { paymentInfo: { creditType: 'c' }, consumerid: holder.consumerId },
        holder.authorization,
      );
      expect(tied.status).toBe(200);
      expect((await send('GET', url)).status).toBe(404);
      const own = `/wallet-storage/consumers/${holder.consumerId}/wallet`;
      expect((await send('GET', own, undefined, holder.authorization)).body.paymentInfo.creditType).toBe('c');
    });

    it('answers 404 for an unknown wallet, and creates none', async () => {
      const id = '00000000-0000-4000-8000-000000000001';
      expect((await send('PUT', `/wallet-storage/wallets/${id}`, { paymentInfo: {} })).status).toBe(404);
      expect((await send('GET', `/wallet-storage/wallets/${id}`)).status).toBe(404);
    });

    it.each([
      [{ paymentInfo: { creditType: 'z' } }, 'body.paymentInfo.creditType'],
      [{ paymentInfo: { leaseTerm: 72 } }, 'body.paymentInfo.leaseTerm'],
      [
        { paymentInfo: { tradeIn: { value: -1, amountOwed: 0, condition: 'good', ico: [], source: null } } },
        'body.paymentInfo.tradeIn.value',
      ],
      [{}, 'body.paymentInfo'],
      [{ paymentInfo: {}, consumerid: '' }, 'body.consumerid'],
    ])(
      'answers 400 naming the field for %j and leaves the earlier payment info intact',
      async (payload, field) => {
        const created = await create({ paymentInfo: { creditType: 'a', monthlyBudget: 450 } });
        const { status, body } = await send('PUT', `/wallet-storage/wallets/${created.id}`, payload);
        expect(status).toBe(400);
        expect(body.error.field).toBe(field);
        expect((await send('GET', `/wallet-storage/wallets/${created.id}`)).body).toEqual({
          ...created,
          statusCode: 200,
        });
      },
    );

    it('leaves the earlier payment info intact when the database fails after the update ran', async () => {
      const created = await create({ paymentInfo: { creditType: 'a', monthlyBudget: 450 } });
      const failing = await buildServer({
        database: { ...api.database, db: api.database.db.withPlugin(new FailAfterWalletUpdate()) },
        clock,
      });
      try {
        const reply = await failing.inject({
          method: 'PUT',
          url: `/wallet-storage/wallets/${created.id}`,
          payload: { paymentInfo: { creditType: 'f', monthlyBudget: 900 } },
        });
        expect(reply.statusCode).toBe(500);
        expect(reply.json()).toEqual({
          error: { code: 'INTERNAL', message: 'Something went wrong on our side.' },
        });
      } finally {
        await failing.close();
      }
      expect((await send('GET', `/wallet-storage/wallets/${created.id}`)).body).toEqual({
        ...created,
        statusCode: 200,
      });
    });
  });

  describe('two devices edit the same wallet (issue 12: "the spec\'s rules decide, and nothing is lost silently")', () => {
    // Spec 002 s4: "Server data replaces local data when ... the server lastUpdated is newer than the local one.
    // Then a sync alert is shown." The service keeps to the same rule: the newer change wins, whichever arrives last.
    const put = (id: string, creditType: string, lastUpdated: number, authorization?: string) =>
      send(
        'PUT',
        `/wallet-storage/wallets/${id}`,
        { paymentInfo: { creditType, lastUpdated } },
        authorization,
      );

    it('refuses the older change when it arrives last: 409 WALLET_CONFLICT with the stored wallet, nothing changed', async () => {
      const created = await create({ paymentInfo: { creditType: 'a', lastUpdated: NOW_MS } });
      const laptop = await put(created.id, 'c', NOW_MS + 2_000);
      expect(laptop.status).toBe(200);
      const phone = await put(created.id, 'b', NOW_MS + 1_000);
      expect(phone.status).toBe(409);
      const { success: _, ...stored } = laptop.body;
      expect(phone.body).toEqual({
        error: { code: WALLET_CONFLICT, message: expect.any(String) },
        wallet: stored,
      });
      expect(CONTRACTS.updateWallet.errors[409]?.safeParse(phone.body).success).toBe(true);
      expect((await send('GET', `/wallet-storage/wallets/${created.id}`)).body).toEqual(stored);
      // The phone is told: the wallet it is handed is newer than its own, so its copy is replaced, with the alert.
      expect(
        isServerWalletNewer(phone.body.wallet.paymentInfo, {
          lastUpdated: NOW_MS + 1_000,
          createdDate: NOW_MS,
        }),
      ).toBe(true);
    });

    it('loses nothing silently when both save from the same copy at once, in either order', async () => {
      const owner = await api.signIn('wallet-two-devices');
      const own = `/wallet-storage/consumers/${owner.consumerId}/wallet`;
      const created = await create(
        { consumerid: owner.consumerId, paymentInfo: { creditType: 'a', lastUpdated: NOW_MS } },
        owner.authorization,
      );
      for (let round = 1; round <= 6; round++) {
        const base = NOW_MS + round * 10_000;
        const phone = { creditType: 'b', lastUpdated: base + 1_000 };
        const laptop = { creditType: round % 2 === 0 ? 'c' : 'd', lastUpdated: base + 2_000 };
        const sendPhone = () => put(created.id, phone.creditType, phone.lastUpdated, owner.authorization);
        const sendLaptop = () => put(created.id, laptop.creditType, laptop.lastUpdated, owner.authorization);
        const [phoneReply, laptopReply] =
          round % 2 === 0
            ? await Promise.all([sendPhone(), sendLaptop()])
            : await Promise.all([sendLaptop(), sendPhone()]).then(([first, second]) => [second, first]);
        const stored = (await send('GET', own, undefined, owner.authorization)).body.paymentInfo;
        // The newer change is kept whichever arrived last; under last-write-wins the phone's could have been.
        expect(laptopReply?.status).toBe(200);
        expect(stored).toMatchObject(laptop);
        // The phone either arrived last and was refused with the stored wallet, or arrived first and was replaced:
        // both ways its next look at the server finds a newer wallet, which replaces its copy with a sync alert.
        expect([200, 409]).toContain(phoneReply?.status);
        if (phoneReply?.status === 409) expect(phoneReply.body.wallet.paymentInfo).toEqual(stored);
        expect(isServerWalletNewer(stored, { lastUpdated: phone.lastUpdated, createdDate: NOW_MS })).toBe(
          true,
        );
      }
    });

    it("tells the phone through @forecourt/wallet: its store adopts the laptop's newer wallet with the sync alert", async () => {
      const owner = await api.signIn('wallet-two-stores');
      const statuses: number[] = [];
      let phoneOffline = false;
      /** The storage client a device's store uses, over this server (refusals as `success: false`, as api-client). */
      const overHttp = (device: 'phone' | 'laptop'): WalletStorageClient => {
        const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
          if (device === 'phone' && phoneOffline) throw new Error('offline');
          const reply = await api.app.inject({
            method,
            url,
            ...(payload ? { payload } : {}),
            headers: { authorization: owner.authorization },
          });
          if (device === 'phone') statuses.push(reply.statusCode);
          return reply;
        };
        const write = async ({ walletId, paymentInfo, consumerid }: WalletWriteRequest) => {
          const reply = await call('PUT', `/wallet-storage/wallets/${walletId}`, { paymentInfo, consumerid });
          return { success: reply.statusCode === 200 };
        };
        return {
          getData: async (query) => {
            const reply = await call(
              'GET',
              'consumerid' in query
                ? `/wallet-storage/consumers/${query.consumerid}/wallet`
                : `/wallet-storage/wallets/${query.walletId}`,
            );
            return reply.statusCode === 200 ? reply.json() : { statusCode: reply.statusCode };
          },
          setData: write,
          updateData: write,
          syncId: async () => ({ id: (await call('POST', '/wallet-storage/wallets')).json().id }),
          postId: async () => ({ success: false }),
        };
      };
      let time = NOW_MS;
      const device = (name: 'phone' | 'laptop') =>
        createWalletStore({
          client: overHttp(name),
          consumerId: () => owner.consumerId,
          now: () => time,
          logger: { warn: () => undefined, error: () => undefined },
        });
      const phone = device('phone');
      const laptop = device('laptop');
      await expect(phone.getState().ensureWallet()).resolves.toBe('created');
      await expect(laptop.getState().loadWallet()).resolves.toBe('replaced');

      time = NOW_MS + 1_000;
      phoneOffline = true;
      await expect(phone.getState().updateWallet({ creditType: 'd' })).resolves.toBe(false);
      phoneOffline = false;
      time = NOW_MS + 2_000;
      await expect(laptop.getState().updateWallet({ loanTerm: 72 })).resolves.toBe(true);

      time = NOW_MS + 3_000;
      statuses.length = 0;
      await expect(phone.getState().saveWallet()).resolves.toBe(false);
      expect(statuses).toEqual([409, 200]);
      expect(phone.getState()).toMatchObject({ loanTerm: 72, creditType: 'b', lastUpdated: NOW_MS + 2_000 });
      expect(phone.getState().interactions.syncAlert).toEqual({
        showAlert: true,
        success: true,
        isAuto: true,
      });
      expect(phone.getState().myWallet.displayWalletErrorMessage).toBe(false);
      const own = `/wallet-storage/consumers/${owner.consumerId}/wallet`;
      expect((await send('GET', own, undefined, owner.authorization)).body.paymentInfo).toMatchObject({
        loanTerm: 72,
        creditType: 'b',
      });
    });

    it('takes the same save sent twice (a retry after a lost reply) both times', async () => {
      const created = await create({ paymentInfo: { creditType: 'a', lastUpdated: NOW_MS } });
      expect((await put(created.id, 'b', NOW_MS + 1)).status).toBe(200);
      expect((await put(created.id, 'b', NOW_MS + 1)).status).toBe(200);
    });

    it("takes a device's first save over the wallet the service created empty, whatever the device's clock says", async () => {
      clock.set(PAYMENTS_NOW);
      const created = await create();
      // The empty record is dated by the server's clock; the device's clock runs a day behind.
      expect((await put(created.id, 'e', NOW_MS - 24 * HOUR_MS)).status).toBe(200);
      expect((await put(created.id, 'f', NOW_MS - 24 * HOUR_MS + 1)).status).toBe(200);
      expect((await put(created.id, 'a', NOW_MS - 24 * HOUR_MS)).status).toBe(409);
    });
  });

  it('never answers 500 to any body or wallet id', async () => {
    const created = await create({ paymentInfo: { creditType: 'a' } });
    const keys = Object.keys(CONTRACTS.updateWallet.body.shape.paymentInfo.shape);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT'),
        fc.oneof(
          fc.anything(),
          fc.record({ paymentInfo: fc.dictionary(fc.constantFrom(...keys), fc.anything()) }),
        ),
        fc.oneof(fc.constant(created.id), fc.string({ minLength: 1, maxLength: 80 })),
        async (method, payload, id) => {
          const url =
            method === 'POST'
              ? '/wallet-storage/wallets'
              : `/wallet-storage/wallets/${encodeURIComponent(id)}`;
          const reply = await api.app.inject({
            method,
            url,
            payload: JSON.stringify(payload ?? null),
            headers: { 'content-type': 'application/json' },
          });
          expect(reply.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
