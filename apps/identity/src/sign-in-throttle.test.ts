import { createTestDatabase, postgresAvailability } from '@forecourt/test-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from './accounts';
import { openDatabase } from './db/open-database';
import { buildServer, type IdentityServer } from './server';
import {
  accountSignInLimitMessage,
  ipSignInLimitMessage,
  SIGN_IN_LIMITS,
  waitLabel,
} from './sign-in-throttle';
import {
  createTestIdentity,
  ENGINES,
  TEST_CLIENT,
  TEST_ISSUER,
  TEST_PASSWORD_COST,
  TEST_REDIRECT,
  type TestIdentity,
} from './testing/engines';
import { createTestBrowser, pkcePair } from './testing/test-browser';

// Issue 30: "Sign-in has no rate limit or lockout (20 wrong passwords in 7 s, then the right one works)". Throttled
// per account and per client address, kept in the database so every instance shares it, with a clear message and
// Retry-After.

const MINUTE_MS = 60_000;
const PASSWORD = 'correct horse';

function authorize(): string {
  return `/auth?${new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    response_type: 'code',
    redirect_uri: TEST_REDIRECT,
    scope: 'openid email profile',
    state: 'state-1',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  })}`;
}

/** A fresh browser from `remoteAddress` that opens the sign-in page of `app` and posts it. */
async function signIn(
  app: IdentityServer['app'],
  email: string,
  password: string,
  remoteAddress = '203.0.113.7',
) {
  const browser = createTestBrowser(app, TEST_ISSUER, { remoteAddress });
  const interaction = (await browser.request('GET', authorize())).location as string;
  return browser.request('POST', `${interaction}/login`, { email, password });
}

async function signUp(app: IdentityServer['app'], email: string, remoteAddress = '198.51.100.1') {
  const browser = createTestBrowser(app, TEST_ISSUER, { remoteAddress });
  const interaction = (await browser.request('GET', authorize())).location as string;
  const created = await browser.request('POST', `${interaction}/sign-up`, {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  expect(created.status).toBe(303);
}

describe('sign-in limits', () => {
  it('default to 5 failed sign-ins per e-mail address and 20 per client address in 15 minutes, and say so', () => {
    expect(SIGN_IN_LIMITS).toEqual({
      account: { max: 5, windowMs: 15 * MINUTE_MS },
      ip: { max: 20, windowMs: 15 * MINUTE_MS },
    });
    expect(accountSignInLimitMessage(840)).toBe(
      'Too many unsuccessful sign-in attempts for this e-mail address. For your security, please wait 14 minutes and try again.',
    );
    expect(ipSignInLimitMessage(30)).toBe(
      'Too many unsuccessful sign-in attempts from your network. Please wait 1 minute and try again.',
    );
    expect(waitLabel(61)).toBe('2 minutes');
  });
});

describe.each(ENGINES)('the sign-in form past its limits on %s', (engine) => {
  let identity: TestIdentity;
  let now = new Date('2026-11-20T12:00:00.000Z');
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    identity = await createTestIdentity(engine, { now: () => now });
  });
  afterAll(async () => {
    await identity?.close();
  });

  it('refuses the 6th attempt in 15 minutes for one account even with the right password, with 429 and Retry-After, until the window frees', async () => {
    await signUp(identity.app, 'guessed@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await signIn(identity.app, 'guessed@example.com', `guess ${attempt}`);
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
      expect(wrong.body).toContain(WRONG_CREDENTIALS);
      later(MINUTE_MS);
    }
    // From another address too: the account's own limit.
    const right = await signIn(identity.app, 'GUESSED@example.com', PASSWORD, '192.0.2.50');
    expect(right.status).toBe(429);
    // The first failure was 5 minutes ago: it leaves the 15-minute window in 10.
    expect(right.headers['retry-after']).toBe(String(10 * 60));
    expect(right.body).toContain(accountSignInLimitMessage(600));
    expect(right.body).toContain('please wait 10 minutes');
    // The page is the sign-in form again, with the address kept.
    expect(right.body).toContain('value="GUESSED@example.com"');

    later(10 * MINUTE_MS);
    // One failure left the window: one more attempt, and the right password works.
    const back = await signIn(identity.app, 'guessed@example.com', PASSWORD);
    expect(back.status).toBe(303);
  });

  it('forgets an account’s failures once the right password is given', async () => {
    await signUp(identity.app, 'forgetful@example.com');
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await signIn(identity.app, 'forgetful@example.com', 'nope')).status).toBe(401);
    expect((await signIn(identity.app, 'forgetful@example.com', PASSWORD)).status).toBe(303);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn(identity.app, 'forgetful@example.com', 'nope')).status).toBe(401);
    expect((await signIn(identity.app, 'forgetful@example.com', PASSWORD)).status).toBe(429);
  });

  it('refuses a client address after 20 failures in 15 minutes across many accounts, but not other addresses', async () => {
    later(60 * MINUTE_MS);
    await signUp(identity.app, 'bystander@example.com');
    const guesser = '2001:db8:77:1::5';
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await signIn(identity.app, `victim-${attempt}@example.com`, 'x', guesser)).status).toBe(401);
    // Same /64, another account, the right password: refused.
    const refused = await signIn(identity.app, 'bystander@example.com', PASSWORD, '2001:db8:77:1::9');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.body).toContain('Too many unsuccessful sign-in attempts from your network.');
    // Anyone else signs in.
    expect((await signIn(identity.app, 'bystander@example.com', PASSWORD, '192.0.2.99')).status).toBe(303);
    // Twenty-two password checks, each a deliberately slow hash: on a busy machine more than the default 30 s.
  }, 120_000);

  it('lets through at most the limit of attempts sent at once, so parallel guessing gains nothing', async () => {
    later(60 * MINUTE_MS);
    await signUp(identity.app, 'parallel@example.com');
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signIn(identity.app, 'parallel@example.com', `guess ${index}`),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe.skipIf(!postgresAvailability().available)('two identity instances on one PostgreSQL', () => {
  let servers: IdentityServer[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    closers.push(() => database.drop());
    for (let index = 0; index < 2; index++) {
      const opened = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
      const server = await buildServer({
        database: opened,
        issuer: TEST_ISSUER,
        clients: [TEST_CLIENT],
        passwordCost: TEST_PASSWORD_COST,
      });
      servers = [...servers, server];
      closers.unshift(async () => {
        await server.app.close();
        await opened.close();
      });
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('shares the count: 5 failures spread over both instances, then the right password is refused on either', async () => {
    const [first, second] = servers as [IdentityServer, IdentityServer];
    await signUp(first.app, 'shared@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const app = attempt % 2 === 0 ? second.app : first.app;
      expect((await signIn(app, 'shared@example.com', `guess ${attempt}`)).status).toBe(401);
    }
    for (const server of [first, second]) {
      const refused = await signIn(server.app, 'shared@example.com', PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('admits at most 5 of 16 attempts sent at once to both instances', async () => {
    const [first, second] = servers as [IdentityServer, IdentityServer];
    await signUp(second.app, 'race@example.com');
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        signIn(
          (index % 2 === 0 ? first : second).app,
          'race@example.com',
          `guess ${index}`,
          `192.0.2.${index}`,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(11);
  });
});
