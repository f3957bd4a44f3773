import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN } from './accounts';
import {
  emailSignUpLimitMessage,
  ipSignUpLimitMessage,
  SIGN_UP_LIMITS,
  signUpIpKey,
  windowLabel,
} from './sign-up-limits';
import {
  createTestIdentity,
  ENGINES,
  TEST_CLIENT,
  TEST_ISSUER,
  TEST_REDIRECT,
  type TestIdentity,
} from './testing/engines';
import { createTestBrowser, pkcePair } from './testing/test-browser';

// Issue 12: "Sharing and registration calls are rate limited per sender and per address; a test sends past the
// limit." Here the registration is identity's sign-up form.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('sign-up limits', () => {
  it('default to 10 sign-ups per client address an hour and 5 per e-mail address a day, and say so', () => {
    expect(SIGN_UP_LIMITS).toEqual({
      ip: { max: 10, windowMs: HOUR_MS },
      email: { max: 5, windowMs: 24 * HOUR_MS },
    });
    expect(ipSignUpLimitMessage(SIGN_UP_LIMITS.ip)).toBe(
      '10 accounts have been created from your network in the last hour, the most we allow from one place. Please try again later.',
    );
    expect(emailSignUpLimitMessage(SIGN_UP_LIMITS.email)).toBe(
      'This e-mail address has been used to sign up 5 times in the last 24 hours. Please try again later, or sign in if you already have an account.',
    );
    expect(windowLabel(15 * MINUTE_MS)).toBe('in the last 15 minutes');
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::9', '2001:db8:aa:bb::/64'],
  ])('counts client %s as %s', (ip, key) => {
    expect(signUpIpKey(ip)).toBe(key);
  });
});

describe.each(ENGINES)('the sign-up form past its limits on %s', (engine) => {
  let identity: TestIdentity;
  let now = new Date('2026-11-20T12:00:00.000Z');

  beforeAll(async () => {
    identity = await createTestIdentity(engine, { now: () => now });
  });
  afterAll(async () => {
    await identity?.close();
  });

  /** Opens a sign-in from `remoteAddress` in a fresh browser and posts the sign-up form. */
  async function signUp(email: string, remoteAddress: string, values: Record<string, string> = {}) {
    const browser = createTestBrowser(identity.app, TEST_ISSUER, { remoteAddress });
    const query = new URLSearchParams({
      client_id: TEST_CLIENT.clientId,
      response_type: 'code',
      redirect_uri: TEST_REDIRECT,
      scope: 'openid email profile',
      state: 'state-1',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const interaction = (await browser.request('GET', `/auth?${query}`)).location as string;
    return browser.request('POST', `${interaction}/sign-up`, {
      email,
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...values,
    });
  }

  const accounts = async (email: string) =>
    (
      await identity.database.db
        .selectFrom('identity_accounts')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .execute()
    ).length;
  const attempts = async () =>
    Number(
      (
        await identity.database.db
          .selectFrom('identity_sign_up_attempts')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('creates 10 accounts from one client address in an hour, then shows the limit on the form, creates nothing, and frees up as the hour passes', async () => {
    now = new Date('2026-11-20T12:00:00.000Z');
    const ip = '203.0.113.7';
    for (let index = 0; index < SIGN_UP_LIMITS.ip.max; index += 1) {
      expect((await signUp(`household-${index}@example.com`, ip)).status).toBe(303);
      now = new Date(now.getTime() + MINUTE_MS);
    }
    const counted = await attempts();
    const over = await signUp('household-over@example.com', ip);
    expect(over.status).toBe(429);
    // The first sign-up leaves the window 50 minutes from now.
    expect(over.headers['retry-after']).toBe(String(50 * 60));
    expect(over.body).toContain(
      `<div class="alert danger" role="alert">${ipSignUpLimitMessage(SIGN_UP_LIMITS.ip)}</div>`,
    );
    // The form keeps what was typed, so the shopper can send it again later.
    expect(over.body).toContain('value="household-over@example.com"');
    expect(await accounts('household-over@example.com')).toBe(0);
    expect(await attempts()).toBe(counted);
    // Another address is not held back by this one.
    expect((await signUp('neighbour@example.com', '203.0.113.8')).status).toBe(303);

    now = new Date(now.getTime() + 50 * MINUTE_MS - 1000);
    expect((await signUp('household-over@example.com', ip)).status).toBe(429);
    now = new Date(now.getTime() + 1000);
    expect((await signUp('household-over@example.com', ip)).status).toBe(303);
    expect(await accounts('household-over@example.com')).toBe(1);
  });

  it('takes 5 sign-ups for one e-mail address a day from anywhere (the account exists after the first), then refuses the 6th', async () => {
    now = new Date('2026-11-20T12:00:00.000Z');
    const statuses: number[] = [];
    for (let index = 0; index < SIGN_UP_LIMITS.email.max; index += 1) {
      const reply = await signUp('Probed@Example.com', `198.51.100.${index + 1}`);
      statuses.push(reply.status);
      if (index > 0) expect(reply.body).toContain(EMAIL_TAKEN);
      now = new Date(now.getTime() + HOUR_MS);
    }
    expect(statuses).toEqual([303, 409, 409, 409, 409]);
    const over = await signUp('probed@example.com', '198.51.100.99');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe(String(19 * 3600));
    expect(over.body).toContain(emailSignUpLimitMessage(SIGN_UP_LIMITS.email));
    expect(over.body).not.toContain(EMAIL_TAKEN);
    expect(await accounts('probed@example.com')).toBe(1);

    now = new Date(now.getTime() + 19 * HOUR_MS);
    expect((await signUp('PROBED@example.com', '198.51.100.99')).status).toBe(409);
  });

  it('does not count a form with mistakes in it: it never reaches the accounts', async () => {
    now = new Date('2026-11-20T12:00:00.000Z');
    const ip = '203.0.113.90';
    for (let index = 0; index < SIGN_UP_LIMITS.ip.max + 2; index += 1) {
      expect((await signUp(`typo-${index}@example.com`, ip, { password: 'short' })).status).toBe(400);
    }
    expect((await signUp('typo-fixed@example.com', ip)).status).toBe(303);
  });
});
