import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { HOUR_MS, PAYMENTS_NOW, testClock } from '../testing/payment-fixtures';
import { LIGHT_ISSUER } from './light-registration';
import {
  addressRegistrationLimitMessage,
  createRegistrationLimiter,
  REGISTRATION_LIMITS,
  RegistrationRateLimited,
  senderKey,
  senderRegistrationLimitMessage,
  windowLabel,
} from './registration-limits';

// Issue 12: "Sharing and registration calls are rate limited per sender and per address; a test sends past the
// limit." The light registration is spec 000 s7's POST lightuser/search.

const MAKES = [
  'ACURA',
  'AUDI',
  'BMW',
  'BUICK',
  'CHEV',
  'FORD',
  'GMC',
  'HONDA',
  'KIA',
  'MAZDA',
  'NISSAN',
  'TOYOTA',
];
const MINUTE_MS = 60_000;

describe('registration limits', () => {
  it('defaults to 10 registrations per sender an hour and 5 per address a day', () => {
    expect(REGISTRATION_LIMITS).toEqual({
      sender: { max: 10, windowMs: HOUR_MS },
      address: { max: 5, windowMs: 24 * HOUR_MS },
    });
    expect(senderRegistrationLimitMessage(REGISTRATION_LIMITS.sender)).toBe(
      '10 e-mail registrations have come from your network in the last hour, the most we take from one place. Please try again later.',
    );
    expect(addressRegistrationLimitMessage(REGISTRATION_LIMITS.address)).toBe(
      'This e-mail address has been registered 5 times in the last 24 hours, the most we take for one address. Please try again later.',
    );
  });

  it.each([
    [HOUR_MS, 'in the last hour'],
    [24 * HOUR_MS, 'in the last 24 hours'],
    [10 * MINUTE_MS, 'in the last 10 minutes'],
    [90 * MINUTE_MS, 'in the last 90 minutes'],
    [1000, 'in the last minute'],
  ])('reads a window of %i ms as "%s"', (windowMs, label) => {
    expect(windowLabel(windowMs)).toBe(label);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::9', '2001:db8:aa:bb::/64'],
    ['2001:0db8:0000:00bb::', '2001:db8:0:bb::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts sender %s as %s (one subscriber gets a /64)', (ip, key) => {
    expect(senderKey(ip)).toBe(key);
  });
});

describe.each(ENGINES)('the registration limiter over the database on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(async () => {
    await api?.close();
  });
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 20) + ms);

  it('refuses without counting until its fixed window ends, then counts afresh', async () => {
    const limiter = createRegistrationLimiter(api.database.db, {
      sender: { max: 2, windowMs: MINUTE_MS },
      address: { max: 100, windowMs: MINUTE_MS },
    });
    const register = (emailAddress: string, ms: number) =>
      limiter.admit({ ip: '198.51.100.1', emailAddress }, at(ms));
    await register('a@example.com', 0);
    await register('b@example.com', 10_000);
    const refused = await register('c@example.com', 30_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RegistrationRateLimited);
    // The window (a whole minute) ends at 60 s: 30 s from now.
    expect((refused as RegistrationRateLimited).retryAfterSeconds).toBe(30);
    expect((refused as RegistrationRateLimited).status).toBe(429);
    await expect(register('c@example.com', 59_999)).rejects.toBeInstanceOf(RegistrationRateLimited);
    // The next window: the refusals did not count, two more fit, the third does not.
    await register('c@example.com', MINUTE_MS);
    await register('d@example.com', MINUTE_MS + 1);
    await expect(register('e@example.com', MINUTE_MS + 2)).rejects.toBeInstanceOf(RegistrationRateLimited);
  });

  it('refuses an address over its limit naming the field, and counts nothing on the sender then', async () => {
    const limiter = createRegistrationLimiter(api.database.db, {
      sender: { max: 2, windowMs: MINUTE_MS },
      address: { max: 1, windowMs: MINUTE_MS },
    });
    await limiter.admit({ ip: '198.51.100.2', emailAddress: 'Once@example.com' }, at(0));
    const refused = await limiter
      .admit({ ip: '198.51.100.2', emailAddress: ' once@EXAMPLE.com ' }, at(1))
      .catch((error: unknown) => error);
    expect((refused as RegistrationRateLimited).reply.error.field).toBe('body.emailAddress');
    // The sender's second place is still free: the refused call's sender count was rolled back.
    await limiter.admit({ ip: '198.51.100.2', emailAddress: 'other@example.com' }, at(2));
  });

  it('takes back a registration that failed after it was counted, so an outage does not spend the limit', async () => {
    const limiter = createRegistrationLimiter(api.database.db, {
      sender: { max: 1, windowMs: MINUTE_MS },
      address: { max: 1, windowMs: MINUTE_MS },
    });
    const attempt = { ip: '198.51.100.9', emailAddress: 'retry@example.com' };
    const forget = await limiter.admit(attempt, at(0));
    await expect(limiter.admit(attempt, at(0))).rejects.toBeInstanceOf(RegistrationRateLimited);
    await forget();
    await limiter.admit(attempt, at(0));
    await expect(limiter.admit(attempt, at(0))).rejects.toBeInstanceOf(RegistrationRateLimited);
  });
});

describe.each(ENGINES)('POST /account-api/lightuser/search rate limits on %s', (engine) => {
  let api: TestApi;
  const clock = testClock(PAYMENTS_NOW);
  let searches = 0;

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** One light registration with a search of its own (so each would write a row), from a client address. */
  const register = async (
    emailAddress: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => {
    searches += 1;
    const reply = await api.app.inject({
      method: 'POST',
      url: '/account-api/lightuser/search',
      remoteAddress,
      headers,
      payload: {
        emailAddress,
        brand: 'ATC',
        searchParams: {
          makeCode: MAKES[searches % MAKES.length] as string,
          startYear: String(1990 + searches),
        },
      },
    });
    return { status: reply.statusCode, body: reply.json(), retryAfter: reply.headers['retry-after'] };
  };

  /** What the registrations of an address wrote: its light consumer and that consumer's saved searches. */
  const written = async (emailAddress: string) => {
    const consumer = await api.database.db
      .selectFrom('consumers')
      .select('id')
      .where('issuer', '=', LIGHT_ISSUER)
      .where('subject', '=', emailAddress.toLowerCase())
      .executeTakeFirst();
    if (!consumer) return { consumer: false, searches: 0 };
    const rows = await api.database.db
      .selectFrom('saved_searches')
      .select('id')
      .where('consumer_id', '=', consumer.id)
      .execute();
    return { consumer: true, searches: rows.length };
  };

  it('lets one sender register 10 addresses an hour, answers the 11th with 429 and writes nothing; the window moves with the clock', async () => {
    clock.set(PAYMENTS_NOW);
    const ip = '203.0.113.7';
    for (let index = 0; index < REGISTRATION_LIMITS.sender.max; index += 1) {
      expect((await register(`sender-${index}@example.com`, ip)).status).toBe(200);
      clock.advance(MINUTE_MS);
    }
    // Ten minutes in: the first registration leaves the window 50 minutes from now.
    const over = await register('sender-over@example.com', ip);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: { code: 'RATE_LIMITED', message: senderRegistrationLimitMessage(REGISTRATION_LIMITS.sender) },
    });
    expect(over.retryAfter).toBe(String(50 * 60));
    expect(await written('sender-over@example.com')).toEqual({ consumer: false, searches: 0 });
    // Another sender is not held back by this one.
    expect((await register('sender-other@example.com', '203.0.113.8')).status).toBe(200);

    clock.advance(50 * MINUTE_MS - 1000);
    expect((await register('sender-over@example.com', ip)).status).toBe(429);
    clock.advance(1000);
    expect((await register('sender-over@example.com', ip)).status).toBe(200);
    expect(await written('sender-over@example.com')).toEqual({ consumer: true, searches: 1 });
  });

  it('lets one address be registered 5 times a day from anywhere, in any letter case, then answers 429 naming the field', async () => {
    clock.set(PAYMENTS_NOW);
    for (let index = 0; index < REGISTRATION_LIMITS.address.max; index += 1) {
      expect((await register('Popular@Example.com', `198.51.100.${index + 1}`)).status).toBe(200);
      clock.advance(HOUR_MS);
    }
    const over = await register('popular@example.com', '198.51.100.99');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: addressRegistrationLimitMessage(REGISTRATION_LIMITS.address),
        field: 'body.emailAddress',
      },
    });
    // A fixed window of a day (from midnight UTC): at 17:00 it ends in 7 hours.
    expect(over.retryAfter).toBe(String(7 * 3600));
    expect(await written('popular@example.com')).toEqual({ consumer: true, searches: 5 });

    clock.advance(7 * HOUR_MS - 1000);
    expect((await register('POPULAR@example.com', '198.51.100.98')).status).toBe(429);
    clock.advance(1000);
    expect((await register('POPULAR@example.com', '198.51.100.99')).status).toBe(200);
    expect(await written('popular@example.com')).toEqual({ consumer: true, searches: 6 });
  });

  it("counts the shopper behind a brand app's /api proxy on this machine by the address it forwards, and ignores a forged one from elsewhere", async () => {
    clock.set(PAYMENTS_NOW);
    // Through the proxy (loopback): each forwarded shopper has an allowance of their own.
    for (let index = 0; index < REGISTRATION_LIMITS.sender.max; index += 1) {
      const reply = await register(`proxied-${index}@example.com`, '127.0.0.1', {
        'x-forwarded-for': '192.0.2.10',
      });
      expect(reply.status).toBe(200);
    }
    expect(
      (await register('proxied-over@example.com', '127.0.0.1', { 'x-forwarded-for': '192.0.2.10' })).status,
    ).toBe(429);
    expect(
      (await register('proxied-next@example.com', '127.0.0.1', { 'x-forwarded-for': '192.0.2.11' })).status,
    ).toBe(200);

    // From a client the API does not trust, X-Forwarded-For changes nothing: its own address counts.
    for (let index = 0; index < REGISTRATION_LIMITS.sender.max; index += 1) {
      const reply = await register(`forged-${index}@example.com`, '203.0.113.60', {
        'x-forwarded-for': `192.0.2.${100 + index}`,
      });
      expect(reply.status).toBe(200);
    }
    const forged = await register('forged-over@example.com', '203.0.113.60', {
      'x-forwarded-for': '192.0.2.200',
    });
    expect(forged.status).toBe(429);
  });

  it('does not count a malformed registration: it is refused with a 400 before the limits', async () => {
    clock.set(PAYMENTS_NOW);
    const ip = '203.0.113.90';
    for (let index = 0; index < REGISTRATION_LIMITS.sender.max + 2; index += 1) {
      const reply = await api.app.inject({
        method: 'POST',
        url: '/account-api/lightuser/search',
        remoteAddress: ip,
        payload: { emailAddress: 'not-an-address', brand: 'ATC', searchParams: { makeCode: 'BMW' } },
      });
      expect(reply.statusCode).toBe(400);
    }
    expect((await register('after-bad@example.com', ip)).status).toBe(200);
  });
});
