import { REPORT_REASON_CODES } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';
import { HOUR_MS, PAYMENTS_NOW, testClock } from '../testing/payment-fixtures';
import { LISTING_REPORT_LIMITS } from './listing-report-routes';

// Spec 001 s2: "Modals on listing pages: compare, dealer difference, report, ..." The call is ours ("Other calls are
// not shown", spec 001 s7): POST /rest/lsc/listing/{listingId}/report, 202 { success: true }.

/** Listings 712400001 to 712400008 are for sale; 712400009 is sold. */
const CARS = Array.from({ length: 8 }, (_, index) => 712_400_001 + index);
const SOLD = 712_400_009;
const [FIRST = 0, SECOND = 0] = CARS;

const REPORT = { reason: 'price', comments: 'It says $21,000; the dealer asked $24,000.' };

describe.each(ENGINES)('listing reports on %s', (engine) => {
  let api: TestApi;
  const clock = testClock(PAYMENTS_NOW);

  /** Each test reports from its own client address, so the per-sender limits of one test never reach another. */
  const report = async (
    listingId: number | string,
    payload: unknown,
    from: { ip?: string; authorization?: string } = {},
  ) => {
    const reply = await api.app.inject({
      method: 'POST',
      url: `/rest/lsc/listing/${listingId}/report`,
      payload: payload as object,
      remoteAddress: from.ip ?? '10.0.0.1',
      ...(from.authorization ? { headers: { authorization: from.authorization } } : {}),
    });
    return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
  };
  const rowsOf = (sender: string) =>
    api.database.db
      .selectFrom('listing_reports')
      .select(['listing_id', 'reason', 'comments', 'email', 'sender', 'created_at'])
      .where('sender', '=', sender)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
    await insert(
      api.database.db,
      [owner({ id: 100_101 })],
      [
        ...CARS.map((id) => listing({ id, owner_id: 100_101 })),
        listing({ id: SOLD, owner_id: 100_101, status: 'sold' }),
      ],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it("takes the report modal's reasons", () => {
    expect(REPORT_REASON_CODES).toEqual(['sold', 'price', 'details', 'scam', 'other']);
  });

  it('stores one report and answers 202 { success: true }', async () => {
    clock.set(PAYMENTS_NOW);
    const { status, body } = await report(
      FIRST,
      {
        ...REPORT,
        comments: '  It says $21,000; the dealer asked $24,000.\n',
        emailAddress: 'Sam@Example.com',
      },
      { ip: '10.0.1.1' },
    );
    expect(status).toBe(202);
    expect(body).toEqual({ success: true });
    const rows = await rowsOf('ip:10.0.1.1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      listing_id: FIRST,
      reason: 'price',
      comments: 'It says $21,000; the dealer asked $24,000.',
      email: 'sam@example.com',
      sender: 'ip:10.0.1.1',
    });
    expect(new Date(rows[0]?.created_at as Date).toISOString()).toBe(PAYMENTS_NOW);
  });

  it("takes a reason without comments (the modal asks for them only for 'other'), and a sold listing", async () => {
    expect((await report(SOLD, { reason: 'sold', comments: '' }, { ip: '10.0.2.1' })).status).toBe(202);
    expect(await rowsOf('ip:10.0.2.1')).toMatchObject([
      { listing_id: SOLD, reason: 'sold', comments: '', email: null },
    ]);
  });

  it('counts a signed-in shopper by consumer id, wherever they report from', async () => {
    const { authorization, consumerId } = await api.signIn('reporting-shopper');
    expect((await report(FIRST, REPORT, { ip: '10.0.3.1', authorization })).status).toBe(202);
    // The same shopper from another address, same listing, same day: a repeat.
    expect((await report(FIRST, REPORT, { ip: '10.0.3.2', authorization })).status).toBe(202);
    expect(await rowsOf(`consumer:${consumerId}`)).toHaveLength(1);
    expect(await rowsOf('ip:10.0.3.1')).toHaveLength(0);
  });

  it.each([
    ['712499999', 'an unknown listing'],
    ['99999999999999999999', 'an id no listing can have'],
  ])('answers 404 for %s (%s), and stores nothing', async (listingId) => {
    const { status, body } = await report(listingId, REPORT, { ip: '10.0.4.1' });
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: `Listing ${listingId} was not found` } });
    expect(await rowsOf('ip:10.0.4.1')).toHaveLength(0);
  });

  it.each([
    ['no reason', { comments: 'Wrong.' }, 'body.reason'],
    ['a reason the modal does not have', { ...REPORT, reason: 'spam' }, 'body.reason'],
    ["'other' without comments", { reason: 'other', comments: '   ' }, 'body.comments'],
    ['comments of 1001 characters', { ...REPORT, comments: 'x'.repeat(1001) }, 'body.comments'],
    ['a NUL in the comments', { ...REPORT, comments: 'a\u0000b' }, 'body.comments'],
    ['an e-mail address without @', { ...REPORT, emailAddress: 'sam' }, 'body.emailAddress'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_, payload, field) => {
    const { status, body } = await report(FIRST, payload, { ip: '10.0.5.1' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(await rowsOf('ip:10.0.5.1')).toHaveLength(0);
  });

  it('answers 400 naming the listing id of the path', async () => {
    const { status, body } = await report('1234', REPORT, { ip: '10.0.5.2' });
    expect(status).toBe(400);
    expect(body.error.field).toBe('params.listingId');
  });

  it('counts one report per sender and listing in 24 hours: a repeat answers 202 and keeps one row', async () => {
    clock.set(PAYMENTS_NOW);
    const from = { ip: '10.0.6.1' };
    expect((await report(SECOND, REPORT, from)).status).toBe(202);
    clock.advance(23 * HOUR_MS);
    const repeat = await report(SECOND, { reason: 'scam', comments: 'Changed my mind.' }, from);
    expect(repeat).toMatchObject({ status: 202, body: { success: true } });
    expect(await rowsOf('ip:10.0.6.1')).toMatchObject([{ listing_id: SECOND, reason: 'price' }]);
    // Another sender's report of the same listing counts.
    expect((await report(SECOND, REPORT, { ip: '10.0.6.2' })).status).toBe(202);
    expect(await rowsOf('ip:10.0.6.2')).toHaveLength(1);
    // A day after the first, the same sender may report it again.
    clock.advance(HOUR_MS);
    expect((await report(SECOND, REPORT, from)).status).toBe(202);
    expect(await rowsOf('ip:10.0.6.1')).toHaveLength(2);
  });

  it(`takes ${LISTING_REPORT_LIMITS.max} reports an hour from one sender, then answers 429 and keeps the rows before it`, async () => {
    clock.set(PAYMENTS_NOW);
    const from = { ip: '10.0.7.1' };
    for (const id of CARS.slice(0, 5)) {
      clock.advance(60_000);
      expect((await report(id, REPORT, from)).status).toBe(202);
    }
    const before = await rowsOf('ip:10.0.7.1');
    expect(before).toHaveLength(5);

    const over = await report(CARS[5] as number, REPORT, from);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message:
          'You have reported 5 listings in the last hour, the most we take from one person. Please try again later.',
      },
    });
    // Five minutes in; the first report (one minute in) leaves the window an hour after it: 56 minutes from now.
    expect(over.headers['retry-after']).toBe(String(56 * 60));
    expect(await rowsOf('ip:10.0.7.1')).toEqual(before);

    // A repeat is no new report: still 202, still five rows.
    expect((await report(FIRST, REPORT, from)).status).toBe(202);
    expect(await rowsOf('ip:10.0.7.1')).toEqual(before);

    clock.advance(56 * 60_000 - 1_000);
    expect((await report(CARS[5] as number, REPORT, from)).status).toBe(429);
    clock.advance(1_000);
    expect((await report(CARS[5] as number, REPORT, from)).status).toBe(202);
    const after = await rowsOf('ip:10.0.7.1');
    expect(after).toHaveLength(6);
    expect(after.slice(0, 5)).toEqual(before);
  });

  it('holds the limit when one sender reports many listings at once', async () => {
    clock.set(PAYMENTS_NOW);
    const replies = await Promise.all(CARS.map((id) => report(id, REPORT, { ip: '10.0.8.1' })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([...Array(5).fill(202), 429, 429, 429]);
    expect(await rowsOf('ip:10.0.8.1')).toHaveLength(5);
  });
});
