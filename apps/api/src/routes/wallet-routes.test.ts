import { CONTRACTS } from '@forecourt/contracts';
import { isServerWalletNewer, isValidWalletReply } from '@forecourt/wallet';
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

    it("refuses to tie a wallet to a consumer id that is not the caller's own", async () => {
      const shopper = await api.signIn('wallet-get-3');
      const anonymous = await send('POST', '/wallet-storage/wallets', { consumerid: shopper.consumerId });
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.error.field).toBe('body.consumerid');
      const other = await api.signIn('wallet-get-4');
      const squat = await send(
        'POST',
        '/wallet-storage/wallets',
        { consumerid: shopper.consumerId },
        other.authorization,
      );
      expect(squat.status).toBe(400);
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
      await send('PUT', `/wallet-storage/wallets/${created.id}`, { paymentInfo: { creditType: 'e' } });
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
      expect(move.status).toBe(400);
      expect(move.body.error).toMatchObject({
        field: 'body.consumerid',
        message: 'body.consumerid: this wallet belongs to another consumer',
      });
      expect((await send('GET', `/wallet-storage/wallets/${held.id}`)).body.paymentInfo.creditType).toBe('a');
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
