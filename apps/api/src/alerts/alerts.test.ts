import { createZipcodesDirectory } from '@forecourt/location/zipcodes';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRows, insertConsumer, insertSavedSearch, insertSavedVehicle } from '../testing/alert-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';
import { HOUR_MS, testClock } from '../testing/payment-fixtures';
import {
  BAD_LINK_TITLE,
  createAlertWorker,
  createOutboxSender,
  DEFAULT_ALERT_LINKS,
  evaluateAlerts,
  nodemailerTransport,
  type OutgoingText,
  silentLogger,
  type TextMessageProvider,
  UNSUBSCRIBED_TITLE,
} from './index';

// Issue 8, Alerts: "Each alert states what changed (the listing, the old and new price). A listing is never sent
// twice to the same shopper for the same saved search, one listing matching two saved searches is sent once ...
// Opt-out (both calls) stops everything at once; every message carries a one-click unsubscribe link."

const SAVED_AT = new Date('2026-11-20T08:00:00.000Z');
const OLD = new Date('2026-01-01T00:00:00.000Z');
const DEALER = 300_001;
const XSS = '<img src=x onerror=alert(1)>';

const unsubscribeUrl = (body: string) => {
  const match = /http:\/\/localhost:4000\/alerts\/unsubscribe\?token=[\w-]+/.exec(body);
  if (!match) throw new Error(`no unsubscribe link in: ${body}`);
  return match[0].replace('http://localhost:4000', '');
};

describe.each(ENGINES)('alerts on %s', (engine) => {
  let api: TestApi;
  const clock = testClock('2026-11-20T12:00:00.000Z');
  const texts: OutgoingText[] = [];
  const textProvider: TextMessageProvider = { name: 'test-sms', send: async (text) => void texts.push(text) };
  const worker = () =>
    createAlertWorker({
      db: api.database.db,
      clock,
      sender: createOutboxSender({ db: api.database.db, clock, texts: textProvider }),
    });
  const db = () => api.database.db;
  const setPrice = (id: number, price: number) =>
    db().updateTable('listings').set({ price }).where('id', '=', id).execute();

  beforeAll(async () => {
    api = await createTestApi(engine, { clock, devMailbox: true });
    await insert(
      db(),
      [owner({ id: DEALER })],
      [
        // Listed before the searches were saved: never "new".
        listing({ id: 700_001, owner_id: DEALER, make_code: 'HONDA', model_code: 'CIVIC', listed_at: OLD }),
        // Saved vehicles: listed long ago, so no search treats them as new.
        listing({
          id: 700_101,
          owner_id: DEALER,
          make_code: 'MAZDA',
          model_code: 'CX5',
          trim_name: null,
          price: 30_000,
          listed_at: OLD,
        }),
        listing({
          id: 700_102,
          owner_id: DEALER,
          make_code: 'MAZDA',
          model_code: 'CX5',
          trim_name: null,
          price: 25_000,
          listed_at: OLD,
        }),
        listing({
          id: 700_103,
          owner_id: DEALER,
          make_code: 'MAZDA',
          model_code: 'CX5',
          trim_name: null,
          price: 19_000,
          listed_at: OLD,
        }),
      ],
    );
  });
  afterAll(() => api.close());

  it('alerts new matches of a saved search once, and not again on the next pass', async () => {
    const shopper = await insertConsumer(db(), 'shopper-new');
    await insertSavedSearch(db(), shopper, {
      name: 'Civics',
      query: { makeCode: ['HONDA'], modelCode: ['CIVIC'] },
      created_at: SAVED_AT,
    });
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_002,
          owner_id: DEALER,
          make_code: 'HONDA',
          model_code: 'CIVIC',
          price: 21_000,
          listed_at: new Date(SAVED_AT.getTime() + HOUR_MS),
        }),
      ],
    );
    await worker().runOnce();
    await worker().runOnce();
    const rows = await alertRows(db(), shopper);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.subject).toBe('New match for your saved search "Civics": Used 2020 Honda Civic EX');
    expect(row?.body).toContain('Used 2020 Honda Civic EX, $21,000');
    expect(row?.body).toContain('http://localhost:3000/cars-for-sale/vehicle/700002');
    expect(row?.body).not.toContain('700001');
    expect(row?.sent_at).not.toBeNull();
    expect(row?.delivery).toBe('mailbox');
    expect(row?.payload).toMatchObject({
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const notifications = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('consumer_id', '=', shopper)
      .execute();
    expect(notifications.map(({ title, read_at }) => ({ title, read_at }))).toEqual([
      { title: 'New match for your saved search "Civics": Used 2020 Honda Civic EX', read_at: null },
    ]);

    // A later listing is new to the next pass; the first is not told again.
    clock.advance(2 * HOUR_MS);
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_003,
          owner_id: DEALER,
          make_code: 'HONDA',
          model_code: 'CIVIC',
          price: 19_500,
          listed_at: clock.now(),
        }),
      ],
    );
    clock.advance(HOUR_MS);
    await worker().runOnce();
    const later = await alertRows(db(), shopper);
    expect(later).toHaveLength(2);
    expect(later[1]?.body).toContain('$19,500');
    expect(later[1]?.body).not.toContain('700002');
  });

  it('sends a listing that matches two saved searches of one shopper once', async () => {
    const shopper = await insertConsumer(db(), 'shopper-two');
    await insertSavedSearch(db(), shopper, {
      name: 'Camrys',
      query: { makeCode: ['TOYOTA'], modelCode: ['CAMRY'] },
      created_at: SAVED_AT,
    });
    await insertSavedSearch(db(), shopper, {
      name: 'Cheap Camrys',
      query: { makeCode: ['TOYOTA'], modelCode: ['CAMRY'], maxPrice: '25000' },
      created_at: SAVED_AT,
    });
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_201,
          owner_id: DEALER,
          make_code: 'TOYOTA',
          model_code: 'CAMRY',
          trim_name: null,
          price: 22_000,
          listed_at: clock.now(),
        }),
      ],
    );
    clock.advance(HOUR_MS);
    await worker().runOnce();
    await worker().runOnce();
    const rows = await alertRows(db(), shopper);
    expect(rows.map((row) => row.subject)).toEqual([
      'New match for your saved search "Camrys": Used 2020 Toyota Camry',
    ]);
    // One item per (saved search, listing), both told by the one message.
    const items = await db()
      .selectFrom('alert_items')
      .select(['listing_id', 'change', 'outcome', 'message_key'])
      .where('consumer_id', '=', shopper)
      .execute();
    expect(items).toHaveLength(2);
    expect(new Set(items.map((item) => JSON.stringify(item))).size).toBe(1);
    expect(items[0]).toMatchObject({ listing_id: 700_201, change: 'new-match', outcome: 'sent' });
    expect(rows[0]?.dedupe_key).toBe(`alert:${shopper}:${items[0]?.message_key}:email`);
  });

  it("alerts a car long listed whose price fell into a saved search's range as a new match, once", async () => {
    const shopper = await insertConsumer(db(), 'shopper-into-range');
    const cars = [700_471, 700_472].map((id) =>
      listing({
        id,
        owner_id: DEALER,
        make_code: 'SUBARU',
        model_code: 'OUTBK',
        price: 23_000,
        listed_at: OLD,
      }),
    );
    await insert(db(), [], cars);
    await insertSavedSearch(db(), shopper, {
      name: 'Outbacks under 20k',
      query: { makeCode: ['SUBARU'], modelCode: ['OUTBK'], maxPrice: '20000' },
      created_at: SAVED_AT,
    });
    await worker().runOnce();
    // One falls into the range; the other falls, but not far enough.
    await setPrice(700_471, 19_000);
    await setPrice(700_472, 20_500);
    await worker().runOnce();
    // A second drop of a car already told is not a second match.
    await setPrice(700_471, 18_000);
    await worker().runOnce();
    const rows = await alertRows(db(), shopper);
    expect(rows.map((row) => row.subject)).toEqual([
      expect.stringMatching(/^New match for your saved search "Outbacks under 20k": /),
    ]);
    expect(rows[0]?.body).toContain('/cars-for-sale/vehicle/700471');
    expect(rows[0]?.body).not.toContain('700472');
  });

  it('states the old and the new price of a price drop, and measures the next drop from the last one told', async () => {
    const shopper = await insertConsumer(db(), 'shopper-drop');
    await insertSavedVehicle(db(), shopper, { listing_id: 700_101, alerted_price: 30_000 });
    await worker().runOnce();
    expect(await alertRows(db(), shopper)).toHaveLength(0);

    await setPrice(700_101, 27_500);
    await worker().runOnce();
    await worker().runOnce();
    let rows = await alertRows(db(), shopper);
    expect(rows.map((row) => row.subject)).toEqual([
      'Price drop: Used 2020 Mazda CX-5 is now $27,500 (was $30,000)',
    ]);
    expect(rows[0]?.body).toContain('Used 2020 Mazda CX-5: was $30,000, now $27,500 ($2,500 less)');

    await setPrice(700_101, 28_000);
    await worker().runOnce();
    await setPrice(700_101, 26_000);
    await worker().runOnce();
    rows = await alertRows(db(), shopper);
    expect(rows.map((row) => row.subject)).toEqual([
      'Price drop: Used 2020 Mazda CX-5 is now $27,500 (was $30,000)',
      'Price drop: Used 2020 Mazda CX-5 is now $26,000 (was $27,500)',
    ]);
  });

  it('takes the price as the baseline when none was recorded, without an alert', async () => {
    const shopper = await insertConsumer(db(), 'shopper-base');
    const saved = await insertSavedVehicle(db(), shopper, { listing_id: 700_102, alerted_price: null });
    await worker().runOnce();
    expect(await alertRows(db(), shopper)).toHaveLength(0);
    const row = await db()
      .selectFrom('saved_vehicles')
      .select('alerted_price')
      .where('id', '=', saved)
      .executeTakeFirstOrThrow();
    expect(row.alerted_price).toBe(25_000);
  });

  it('alerts a sold car once, and a car gone from the inventory by its saved title', async () => {
    const shopper = await insertConsumer(db(), 'shopper-sold');
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_301,
          owner_id: DEALER,
          make_code: 'TOYOTA',
          model_code: 'RAV4',
          trim_name: null,
          price: 31_000,
          listed_at: OLD,
        }),
      ],
    );
    await insert(
      db(),
      [],
      [listing({ id: 700_302, owner_id: DEALER, make_code: 'TOYOTA', model_code: 'RAV4', listed_at: OLD })],
    );
    await insertSavedVehicle(db(), shopper, { listing_id: 700_301, alerted_price: 31_000 });
    await insertSavedVehicle(db(), shopper, {
      listing_id: 700_302,
      alerted_price: 10_000,
      title: 'My old <b>pick</b>',
    });
    await db().updateTable('listings').set({ status: 'sold' }).where('id', '=', 700_301).execute();
    await db().deleteFrom('listings').where('id', '=', 700_302).execute();
    await worker().runOnce();
    await worker().runOnce();
    // One message for the pass, gathering both changes.
    const rows = await alertRows(db(), shopper);
    expect(rows.map((row) => row.subject)).toEqual(['Your alerts: 1 car sold, 1 car no longer listed']);
    expect(rows[0]?.body).toContain('A car you saved has been sold:');
    expect(rows[0]?.body).toContain('A car you saved is no longer listed:\n\nMy old <b>pick</b>');
    expect(rows[0]?.payload).toMatchObject({
      html: expect.stringContaining('My old &lt;b&gt;pick&lt;/b&gt;'),
    });

    // Gone after being told sold: not told again.
    await db().deleteFrom('listings').where('id', '=', 700_301).execute();
    await worker().runOnce();
    expect(await alertRows(db(), shopper)).toHaveLength(1);
  });

  it('writes nothing for a shopper who opted out', async () => {
    const shopper = await insertConsumer(db(), 'shopper-out', { opted_out_at: SAVED_AT });
    await insertSavedSearch(db(), shopper, {
      name: 'Anything Honda',
      query: { makeCode: ['HONDA'] },
      created_at: SAVED_AT,
    });
    await insertSavedVehicle(db(), shopper, { listing_id: 700_103, alerted_price: 40_000 });
    await worker().runOnce();
    expect(await alertRows(db(), shopper)).toHaveLength(0);
    const counts = await Promise.all([
      db().selectFrom('notifications').select('id').where('consumer_id', '=', shopper).execute(),
      db().selectFrom('alert_items').select('listing_id').where('consumer_id', '=', shopper).execute(),
    ]);
    expect(counts.map((list) => list.length)).toEqual([0, 0]);
  });

  it('sends text alerts through the text message provider, with the unsubscribe link', async () => {
    const shopper = await insertConsumer(db(), 'shopper-text', { phone: '5125550111' });
    await insertSavedSearch(db(), shopper, {
      name: 'Mazda3',
      query: { makeCode: ['MAZDA'], modelCode: ['MAZDA3'] },
      created_at: clock.now(),
      email_alerts: false,
      text_alerts: true,
      mobile_phone: '5125550199',
    });
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_401,
          owner_id: DEALER,
          make_code: 'MAZDA',
          model_code: 'MAZDA3',
          trim_name: null,
          price: 18_000,
          listed_at: new Date(clock.now().getTime() + 1000),
        }),
      ],
    );
    clock.advance(HOUR_MS);
    await worker().runOnce();
    const rows = await alertRows(db(), shopper);
    expect(rows.map((row) => [row.kind, row.recipient, row.delivery])).toEqual([
      ['sms', '5125550199', 'test-sms'],
    ]);
    const text = texts.find((message) => message.to === '5125550199');
    expect(text?.body).toMatch(
      /^Forecourt: New match for "Mazda3": Used 2020 Mazda Mazda3 \$18,000 http:\/\/localhost:3000\/cars-for-sale\/vehicle\/700401 Stop alerts: http:\/\/localhost:4000\/alerts\/unsubscribe\?token=/,
    );
  });

  it('unsubscribes with the link in the alert: written alerts are dropped and no new ones are written', async () => {
    const shopper = await insertConsumer(db(), 'shopper-unsub');
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_501,
          owner_id: DEALER,
          make_code: 'TOYOTA',
          model_code: 'COROLLA',
          trim_name: null,
          price: 21_000,
          listed_at: OLD,
        }),
      ],
    );
    await insertSavedVehicle(db(), shopper, { listing_id: 700_501, alerted_price: 21_000 });
    await setPrice(700_501, 20_000);
    // Written but not yet sent.
    await evaluateAlerts({
      db: db(),
      now: clock.now(),
      zips: createZipcodesDirectory(),
      links: DEFAULT_ALERT_LINKS,
      logger: silentLogger,
    });
    const [row] = await alertRows(db(), shopper);
    if (!row) throw new Error('no alert written');
    expect(row.sent_at).toBeNull();
    const link = unsubscribeUrl(row.body);

    const page = await api.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(UNSUBSCRIBED_TITLE);
    const consumer = await db()
      .selectFrom('consumers')
      .select('opted_out_at')
      .where('id', '=', shopper)
      .executeTakeFirstOrThrow();
    expect(consumer.opted_out_at).toEqual(clock.now());
    // The account shows every alert off, as after the account's own opt-out calls.
    const flags = await db()
      .selectFrom('saved_vehicles')
      .select(['email_alerts', 'text_alerts'])
      .where('consumer_id', '=', shopper)
      .execute();
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((flag) => !flag.email_alerts && !flag.text_alerts)).toBe(true);

    const sender = createOutboxSender({ db: db(), clock });
    await sender.sendPending();
    const after = await db()
      .selectFrom('outbox')
      .select(['sent_at', 'delivery'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ sent_at: null, delivery: 'dropped' });

    await setPrice(700_501, 15_000);
    await worker().runOnce();
    expect(await alertRows(db(), shopper)).toHaveLength(1);

    // RFC 8058: the mail client's one-click POST; a second click changes nothing.
    const oneClick = await api.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(UNSUBSCRIBED_TITLE);
  });

  it('answers a plain page for a missing or unknown token', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/alerts/unsubscribe' });
    expect([missing.statusCode, missing.body.includes(BAD_LINK_TITLE)]).toEqual([400, true]);
    const unknown = await api.app.inject({
      method: 'GET',
      url: `/alerts/unsubscribe?token=${'a'.repeat(43)}`,
    });
    expect([unknown.statusCode, unknown.body.includes(BAD_LINK_TITLE)]).toEqual([404, true]);
    const hostile = await api.app.inject({
      method: 'GET',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(XSS)}`,
    });
    expect(hostile.statusCode).toBe(404);
    expect(hostile.body).not.toContain('<img');
  });

  it('lists what was sent on the local mailbox page, newest first, every value escaped', async () => {
    const shopper = await insertConsumer(db(), 'shopper-mailbox');
    await insertSavedSearch(db(), shopper, {
      name: XSS,
      query: { makeCode: ['HONDA'], modelCode: ['ACCORD'] },
      created_at: clock.now(),
    });
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_601,
          owner_id: DEALER,
          make_code: 'HONDA',
          model_code: 'ACCORD',
          trim_name: null,
          price: 24_000,
          listed_at: new Date(clock.now().getTime() + 1000),
        }),
      ],
    );
    clock.advance(HOUR_MS);
    await worker().runOnce();
    const page = await api.app.inject({ method: 'GET', url: '/alerts/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('shopper-mailbox@example.com');
    const newest = await alertRows(db(), shopper);
    const first = page.body.indexOf('<article');
    expect(page.body.slice(first)).toMatch(new RegExp(`^<article id="message-${newest.at(-1)?.id}"`));

    const remote = await api.app.inject({
      method: 'GET',
      url: '/alerts/mailbox',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    // A brand server forwards from loopback too, with the shopper's address in X-Forwarded-For: never shown.
    const proxied = await api.app.inject({
      method: 'GET',
      url: '/alerts/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('shopper-mailbox@example.com');
  });

  it('has no mailbox at all unless DEV_MAILBOX turns it on: a 404 like any unknown path', async () => {
    const plain = await createTestApi(engine, { clock });
    try {
      const page = await plain.app.inject({ method: 'GET', url: '/alerts/mailbox' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /alerts/mailbox' } });
    } finally {
      await plain.close();
    }
  });

  it('sends e-mail through nodemailer with the one-click unsubscribe headers (JSON transport, no network)', async () => {
    const shopper = await insertConsumer(db(), 'shopper-smtp');
    await insertSavedSearch(db(), shopper, {
      name: 'Pilots',
      query: { makeCode: ['HONDA'], modelCode: ['PILOT'] },
      created_at: clock.now(),
    });
    await insert(
      db(),
      [],
      [
        listing({
          id: 700_701,
          owner_id: DEALER,
          make_code: 'HONDA',
          model_code: 'PILOT',
          trim_name: null,
          price: 33_000,
          listed_at: new Date(clock.now().getTime() + 1000),
        }),
      ],
    );
    clock.advance(HOUR_MS);
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const send = transporter.sendMail.bind(transporter);
    transporter.sendMail = (async (mail: Parameters<typeof send>[0]) => {
      const info = await send(mail);
      sent.push(String(info.message));
      return info;
    }) as typeof transporter.sendMail;
    const smtpWorker = createAlertWorker({
      db: db(),
      clock,
      sender: createOutboxSender({
        db: db(),
        clock,
        email: nodemailerTransport(transporter),
        from: 'Alerts <alerts@forecourt.test>',
      }),
    });
    await smtpWorker.runOnce();
    const mail = sent
      .map((json) => JSON.parse(json))
      .find((message) => message.to?.[0]?.address === 'shopper-smtp@example.com');
    expect(mail).toMatchObject({
      from: { address: 'alerts@forecourt.test', name: 'Alerts' },
      subject: 'New match for your saved search "Pilots": Used 2020 Honda Pilot',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:4000\/alerts\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(mail.html).toContain(
      '<a href="http://localhost:3000/cars-for-sale/vehicle/700701">Used 2020 Honda Pilot, $33,000, 40,000 mi, Austin, TX</a>',
    );
    const [row] = await alertRows(db(), shopper);
    expect(row?.delivery).toBe('smtp');
  });

  it('runs a pass when started and then every interval, and stops', async () => {
    const scheduled: { run: () => void; ms: number }[] = [];
    const timed = createAlertWorker({
      db: db(),
      clock,
      intervalMs: 60_000,
      timers: {
        setTimeout: (run, ms) => scheduled.push({ run, ms }),
        clearTimeout: () => {},
      },
    });
    timed.start();
    timed.start();
    expect(scheduled.map(({ ms }) => ms)).toEqual([0]);
    scheduled[0]?.run();
    await timed.stop();
    // The pass that was running finished before stop resolved, and scheduled nothing after it.
    expect(scheduled.map(({ ms }) => ms)).toEqual([0]);
    timed.start();
    scheduled[1]?.run();
    await new Promise<void>((resolve) => {
      const wait = () => (scheduled.length > 2 ? resolve() : setImmediate(wait));
      wait();
    });
    expect(scheduled.map(({ ms }) => ms)).toEqual([0, 0, 60_000]);
    await timed.stop();
  });
});
