import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRows, insertConsumer, insertSavedSearch, insertSavedVehicle } from '../testing/alert-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';
import { HOUR_MS, testClock } from '../testing/payment-fixtures';
import { createAlertWorker, createOutboxSender, type OutgoingText, UNSUBSCRIBED_TITLE } from './index';

// Issue 31: "alert e-mails a shopper trusts: what changed (old and new price, the new cars with photo, price,
// mileage and place), a link to each car and to the search, List-Unsubscribe with one-click
// List-Unsubscribe-Post (RFC 8058) and a visible unsubscribe, a chosen cadence (instant, daily, weekly), one
// message per shopper per pass that gathers all their searches' matches".

const DEALER = 310_001;
const OLD = new Date('2026-01-01T00:00:00.000Z');
const DAY_MS = 24 * HOUR_MS;
const LINK = /http:\/\/localhost:4000\/alerts\/unsubscribe\?token=[\w-]{43}/;

describe.each(ENGINES)('alert messages on %s', (engine) => {
  let api: TestApi;
  const clock = testClock('2026-11-20T12:00:00.000Z');
  const texts: OutgoingText[] = [];
  const db = () => api.database.db;
  const pass = () =>
    createAlertWorker({
      db: db(),
      clock,
      sender: createOutboxSender({
        db: db(),
        clock,
        texts: { name: 'test-sms', send: async (text) => void texts.push(text) },
      }),
    }).runOnce();
  const newCar = (
    id: number,
    make: string,
    model: string,
    fields: Parameters<typeof listing>[0] | object = {},
  ) =>
    insert(
      db(),
      [],
      [
        listing({
          id,
          owner_id: DEALER,
          make_code: make,
          model_code: model,
          trim_name: null,
          listed_at: new Date(clock.now().getTime() + 1000),
          ...fields,
        }),
      ],
    );
  const setPrice = (id: number, price: number) =>
    db().updateTable('listings').set({ price }).where('id', '=', id).execute();

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
    await insert(
      db(),
      [owner({ id: DEALER })],
      [
        listing({
          id: 710_101,
          owner_id: DEALER,
          make_code: 'MAZDA',
          model_code: 'CX5',
          trim_name: null,
          price: 30_000,
          listed_at: OLD,
        }),
        listing({
          id: 710_102,
          owner_id: DEALER,
          make_code: 'MAZDA',
          model_code: 'CX5',
          trim_name: null,
          price: 25_000,
          listed_at: OLD,
        }),
      ],
    );
  });
  afterAll(() => api.close());

  it('sends one e-mail naming a new car and a price drop together, with links, photo, place and the RFC 8058 headers', async () => {
    const shopper = await insertConsumer(db(), 'digest-one', { phone: '5125550142' });
    await insertSavedSearch(db(), shopper, {
      name: 'Civics',
      query: { makeCode: ['HONDA'], modelCode: ['CIVIC'] },
      created_at: clock.now(),
      text_alerts: true,
    });
    await insertSavedVehicle(db(), shopper, { listing_id: 710_101, alerted_price: 30_000 });
    await newCar(710_001, 'HONDA', 'CIVIC', {
      trim_name: 'EX',
      price: 21_000,
      mileage: 32_000,
      image_count: 3,
    });
    await setPrice(710_101, 27_500);
    clock.advance(HOUR_MS);
    await pass();
    await pass();

    const rows = await alertRows(db(), shopper);
    expect(rows.map((row) => row.kind)).toEqual(['email', 'sms']);
    const [email, sms] = rows;
    if (!email || !sms) throw new Error('no messages');
    expect(email.subject).toBe('Your alerts: 1 new match, 1 price drop');
    const link = LINK.exec(email.body)?.[0];
    expect(email.body.split('\n')).toEqual([
      'What changed for your saved searches and cars: 1 new match, 1 price drop.',
      '',
      'A new car matches your saved search "Civics":',
      '',
      'Used 2020 Honda Civic EX, $21,000, 32,000 mi, Austin, TX',
      'http://localhost:3000/cars-for-sale/vehicle/710001',
      '',
      'See every match of your search: http://localhost:3000/cars-for-sale/honda/civic',
      '',
      'The price of a car you saved dropped from $30,000 to $27,500:',
      '',
      'Used 2020 Mazda CX-5: was $30,000, now $27,500 ($2,500 less)',
      'http://localhost:3000/cars-for-sale/vehicle/710101',
      '',
      'You get this e-mail because you turned on alerts for your saved cars or searches.',
      `Stop all alerts (one click): ${link}`,
    ]);
    const payload = email.payload as { html: string; headers: Record<string, string> };
    expect(payload.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(payload.html).toContain(
      '<a href="http://localhost:3000/cars-for-sale/vehicle/710001"><img src="http://localhost:4000/media/listings/710001/1.svg" alt="" width="240"></a>',
    );
    expect(payload.html).toContain(`<a href="${link}">Stop all alerts</a>`);
    expect(payload.html).toContain('<a href="http://localhost:3000/cars-for-sale/honda/civic">');

    // The text carries only what has its text alert on (the search), short, with the stop link.
    expect(sms.body).toBe(
      `Forecourt: New match for "Civics": Used 2020 Honda Civic EX $21,000 http://localhost:3000/cars-for-sale/vehicle/710001 Stop alerts: ${link}`,
    );
    expect(texts.filter(({ to }) => to === '5125550142')).toHaveLength(1);
    const notifications = await db()
      .selectFrom('notifications')
      .select('title')
      .where('consumer_id', '=', shopper)
      .execute();
    expect(notifications).toEqual([{ title: 'Your alerts: 1 new match, 1 price drop' }]);
  });

  it('unsubscribes with a one-click POST (RFC 8058), a second POST changes nothing, and nothing more is sent', async () => {
    const shopper = await insertConsumer(db(), 'digest-unsub');
    await insertSavedVehicle(db(), shopper, { listing_id: 710_102, alerted_price: 25_000 });
    await setPrice(710_102, 24_000);
    await pass();
    const [row] = await alertRows(db(), shopper);
    const url = LINK.exec(row?.body ?? '')?.[0]?.replace('http://localhost:4000', '');
    if (!url) throw new Error('no unsubscribe link');
    const post = () =>
      api.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const optedOut = async () =>
      (
        await db()
          .selectFrom('consumers')
          .select('opted_out_at')
          .where('id', '=', shopper)
          .executeTakeFirstOrThrow()
      ).opted_out_at;

    const first = await post();
    expect([first.statusCode, first.body.includes(UNSUBSCRIBED_TITLE)]).toEqual([200, true]);
    const at = await optedOut();
    expect(at).toEqual(clock.now());
    clock.advance(HOUR_MS);
    const second = await post();
    expect(second.statusCode).toBe(200);
    expect(await optedOut()).toEqual(at);

    await setPrice(710_102, 20_000);
    await pass();
    expect(await alertRows(db(), shopper)).toHaveLength(1);
  });

  it('gathers a daily search into one digest a day and a weekly one into one a week', async () => {
    const shopper = await insertConsumer(db(), 'digest-cadence');
    const savedAt = clock.now();
    await insertSavedSearch(db(), shopper, {
      name: 'Outbacks',
      query: { makeCode: ['TOYOTA'], modelCode: ['RAV4'] },
      created_at: savedAt,
    });
    await db()
      .updateTable('saved_searches')
      .set({ cadence: 'daily' })
      .where('name', '=', 'Outbacks')
      .execute();
    await insertSavedSearch(db(), shopper, {
      name: 'Broncos',
      query: { makeCode: ['HONDA'], modelCode: ['PILOT'] },
      created_at: savedAt,
    });
    await db()
      .updateTable('saved_searches')
      .set({ cadence: 'weekly' })
      .where('name', '=', 'Broncos')
      .execute();
    const subjects = async () => (await alertRows(db(), shopper)).map((row) => row.subject);

    await newCar(710_201, 'TOYOTA', 'RAV4');
    await newCar(710_301, 'HONDA', 'PILOT');
    clock.advance(2 * HOUR_MS);
    await pass();
    expect(await subjects()).toEqual([]);

    await newCar(710_202, 'TOYOTA', 'RAV4');
    clock.advance(DAY_MS - HOUR_MS);
    await pass();
    await pass();
    expect(await subjects()).toEqual(['2 new matches for your saved search "Outbacks"']);

    await newCar(710_203, 'TOYOTA', 'RAV4');
    clock.advance(HOUR_MS);
    await pass();
    expect(await subjects()).toHaveLength(1);
    clock.advance(DAY_MS);
    await pass();
    expect(await subjects()).toEqual([
      '2 new matches for your saved search "Outbacks"',
      'New match for your saved search "Outbacks": Used 2020 Toyota RAV4',
    ]);

    // The weekly search's car waited out its week; then it comes in one message.
    clock.advance(5 * DAY_MS);
    await pass();
    const all = await subjects();
    expect(all).toHaveLength(3);
    expect(all[2]).toBe('New match for your saved search "Broncos": Used 2020 Honda Pilot');
  });
});
