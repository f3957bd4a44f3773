// Issue 7's quality bar: "a test feeds every route malformed input generated from its schema". For every
// contract the server implements, every parameter and body field in turn gets values of the wrong type, too big,
// negative, unicode and injection strings. The answer must be a 4xx in the contracts' error shape (a 400 naming
// the field), never a 5xx, and a refused request must leave the database as it was.
import { apiErrorSchema, CONTRACTS, openApiDocument } from '@forecourt/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, TOO_DEEP_MESSAGE } from './http/refuse-malformed-input';
import { createTestApi, ENGINES, type TestApi } from './testing/engines';
import { insert, listing, owner } from './testing/fixtures';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; enum?: unknown[] };
type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};

const HOSTILE = [
  '',
  'x'.repeat(20_000),
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  "'; drop table listings; --",
  '<img src=x onerror=alert(1)>',
  '\u0000\u202e\ud83d\ude97',
  '../../etc/passwd',
];
const WRONG_JSON = [null, -1, 1e308, true, {}, [], [{}], 'x'.repeat(20_000), { $gt: '' }];

// Issue 31: a body nested this deep overflowed the stack in the account routes' NUL check (a 500), and an unpaired
// surrogate in any string that reached a jsonb or text column was a 500 on both engines. Sent as text: building
// either as an object and serialising it would be the test's own stack overflow or a well-formed escape.
const DEEP_LEVELS = 100_000;
const deepArray = `${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`;
const deepObject = `${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`;
const LONE = '"\\ud800"';
/** Raw JSON bodies for one field, and the field each must be refused as. */
const hostileFieldBodies = (field: string) => {
  const key = JSON.stringify(field);
  return [
    { payload: `{${key}:${LONE}}`, field: `body.${field}`, message: LONE_SURROGATE_MESSAGE },
    { payload: `{${key}:["ok",${LONE}]}`, field: `body.${field}[1]`, message: LONE_SURROGATE_MESSAGE },
    { payload: `{${key}:{"k":${LONE}}}`, field: `body.${field}.k`, message: LONE_SURROGATE_MESSAGE },
    { payload: `{${key}:${deepArray}}`, field: `body.${field}`, message: TOO_DEEP_MESSAGE },
  ];
};
const HOSTILE_BODIES = [
  { payload: deepArray, field: 'body', message: TOO_DEEP_MESSAGE },
  { payload: deepObject, field: 'body', message: TOO_DEEP_MESSAGE },
  { payload: `{${LONE}:1}`, field: 'body', message: LONE_SURROGATE_MESSAGE },
];

/**
 * The routes outside the contracts, each checked for what it reads: their JSON bodies, query and params get the
 * server's refusal of deep and surrogate input (http/plain-route-inputs.ts) before the handler. A route added
 * outside the contracts fails the suite until it is listed here.
 */
const PLAIN_ROUTES = [
  'GET /health',
  'GET /health/ready',
  'GET /health/search',
  'GET /openapi.json',
  // Params are a listing id and a file name, parsed by the handler.
  'GET /media/listings/:id/:file',
  'GET /media/models/:makeCode/:modelCode/:file',
  // The alert e-mail's link and RFC 8058 one-click POST (a form body, or any JSON a client sends).
  'GET /alerts/unsubscribe',
  'POST /alerts/unsubscribe',
  // Only with DEV_MAILBOX: on here, so it is fuzzed.
  'GET /alerts/mailbox',
];

const document = openApiDocument({ title: 'fuzz', version: '0' });
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
    path,
    method,
    operation,
  })),
);

const TABLES = [
  'owners',
  'listings',
  'price_changes',
  'wallets',
  'outbox',
  'saved_vehicles',
  'saved_searches',
  'owned_vehicles',
  'recent_searches',
];

describe.each(ENGINES)('malformed input on %s', (engine) => {
  let api: TestApi;
  // Signed in, so the signed-in calls parse what they are sent instead of answering 401 first.
  let authorization = '';
  /** The feed upload's role: without it the operator routes answer 403 before reading anything. */
  let operator = '';

  beforeAll(async () => {
    // The mailbox on, so it is fuzzed like every other route the server can have.
    api = await createTestApi(engine, { devMailbox: true });
    authorization = (await api.signIn('fuzzer')).authorization;
    operator = `Bearer ${await api.issuer.token('fuzz-operator', { roles: ['operator'] })}`;
    await insert(
      api.database.db,
      [owner({ id: 5_000_001 })],
      [listing({ id: 700_000_001, owner_id: 5_000_001 })],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  async function counts(): Promise<string> {
    const rows = await Promise.all(
      TABLES.map((table) =>
        sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(api.database.db),
      ),
    );
    return rows.map((result) => result.rows[0]?.n).join(',');
  }

  it('answers every implemented route with a 4xx naming the field, never a 5xx, and writes nothing', async () => {
    const implemented: string[] = [];
    const refusedWithField = new Set<string>();
    for (const { path, method, operation } of operations) {
      const pathParams = operation.parameters.filter((p) => p.in === 'path');
      const queryParams = operation.parameters.filter((p) => p.in === 'query');
      const bodyFields = Object.keys(
        operation.requestBody?.content['application/json'].schema.properties ?? {},
      );
      const url = (values: Record<string, string> = {}, query = '') =>
        `${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '700000001'))}${query}`;

      const probe = await api.app.inject({
        method: method.toUpperCase() as 'GET',
        url: url(),
        headers: { authorization },
      });
      if (probe.statusCode === 404 && probe.json().error?.message?.startsWith('No route')) continue;
      implemented.push(operation.operationId);

      const attempts: { url: string; payload?: unknown }[] = [];
      for (const param of pathParams)
        for (const value of HOSTILE) if (value) attempts.push({ url: url({ [param.name]: value }) });
      for (const param of queryParams) {
        for (const value of HOSTILE)
          attempts.push({ url: url({}, `?${param.name}=${encodeURIComponent(value)}`) });
        attempts.push({ url: url({}, `?${param.name}[a]=1&${param.name}=x`) });
      }
      if (operation.requestBody) {
        for (const field of bodyFields)
          for (const value of WRONG_JSON) attempts.push({ url: url(), payload: { [field]: value } });
        for (const payload of WRONG_JSON) attempts.push({ url: url(), payload });
      }

      for (const attempt of attempts) {
        const before = method === 'get' ? '' : await counts();
        const reply = await api.app.inject({
          method: method.toUpperCase() as 'GET',
          url: attempt.url,
          ...(attempt.payload === undefined
            ? { headers: { authorization } }
            : {
                payload: JSON.stringify(attempt.payload),
                headers: { 'content-type': 'application/json', authorization },
              }),
        });
        const where = `${operation.operationId} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.payload)?.slice(0, 80)}`;
        expect(reply.statusCode, where).toBeLessThan(500);
        if (reply.statusCode >= 400) {
          const body = apiErrorSchema.safeParse(reply.json());
          expect(body.success, `${where}: ${reply.body.slice(0, 200)}`).toBe(true);
          if (reply.statusCode === 400 && body.data?.error.field) refusedWithField.add(operation.operationId);
          if (method !== 'get') expect(await counts(), `${where} wrote to the database`).toBe(before);
        }
      }
    }
    // Not vacuous: the routes of this issue exist, and each route with inputs refused some by name.
    expect(implemented).toEqual(expect.arrayContaining(['searchListings', 'getListingsByIds']));
    const withInputs = implemented.filter((name) => {
      const contract = CONTRACTS[name as keyof typeof CONTRACTS];
      return contract.query ?? contract.body ?? contract.params;
    });
    expect(withInputs.filter((name) => !refusedWithField.has(name))).toEqual([]);
  }, 600_000);

  it('refuses deep nesting and unpaired surrogates on every route, with and without a token, never a 5xx', async () => {
    const refusedByEdge = new Set<string>();
    let sent = 0;
    for (const { path, method, operation } of operations) {
      const url = path.replace(/\{(\w+)\}/g, '700000001');
      const bodyFields = Object.keys(
        operation.requestBody?.content['application/json'].schema.properties ?? {},
      );
      const attempts = [...HOSTILE_BODIES, ...bodyFields.flatMap(hostileFieldBodies)];
      const before = await counts();
      for (const signedIn of [true, false]) {
        for (const attempt of attempts) {
          const reply = await api.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            payload: attempt.payload,
            headers: { 'content-type': 'application/json', ...(signedIn && { authorization }) },
          });
          sent++;
          const where = `${operation.operationId} ${signedIn ? 'signed in' : 'anonymous'} ${attempt.payload.slice(0, 60)}`;
          expect(reply.statusCode, `${where}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
          if (reply.statusCode >= 400)
            expect(apiErrorSchema.safeParse(reply.json()).success, where).toBe(true);
          // A route that reads a body names the field, unless it first asked a signed-out caller to sign in.
          if (operation.requestBody && reply.statusCode !== 401) {
            expect(reply.statusCode, where).toBe(400);
            // Too deep is named where the nesting passes the limit: inside the field sent.
            const { field, message } = reply.json().error as { field: string; message: string };
            expect(field.startsWith(attempt.field), `${where}: ${field}`).toBe(true);
            expect(message, where).toBe(`${field}: ${attempt.message}`);
            refusedByEdge.add(operation.operationId);
          }
        }
      }
      expect(await counts(), `${operation.operationId} wrote to the database`).toBe(before);
    }
    // Not vacuous: every route with a body was refused by name, those of the issue among them.
    const withBody = operations
      .filter((op) => op.operation.requestBody)
      .map((op) => op.operation.operationId);
    expect(withBody.filter((name) => !refusedByEdge.has(name))).toEqual([]);
    expect(withBody).toEqual(
      expect.arrayContaining([
        'saveSearch',
        'lightUserSearch',
        'addRecentSearch',
        'updateWallet',
        'emailFriend',
      ]),
    );
    expect(sent).toBeGreaterThan(500);
  }, 600_000);

  // The openapi document lists the contracts; the server has routes besides (health, media, the alert pages, the
  // mailbox, the feed upload's stream) and may gain more. This walks the routes the server registered, so a route
  // added later is fuzzed without anyone listing it here, and PLAIN_ROUTES makes a new route outside the contracts
  // fail until someone looks at what it reads.
  it('sends deep and surrogate input to every route the server registered, contract or not: 0 responses of 5xx', async () => {
    const routes = api.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
    const plain = routes
      .filter((route) => route.contract === null)
      .map((route) => `${route.method} ${route.url}`);
    expect(plain.sort()).toEqual([...PLAIN_ROUTES].sort());
    // Complete: every contract of the openapi document is among the registered routes.
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const { path, method } of operations)
      expect(registered, `${method} ${path}`).toContain(
        `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      );

    // The readiness check is a 503 until the search index has loaded, whatever it is sent: wait for it, so a 503
    // below is a failure of the input's.
    await expect
      .poll(async () => (await api.app.inject({ method: 'GET', url: '/health/ready' })).statusCode, {
        timeout: 60_000,
      })
      .toBe(200);
    const ESCAPED_LONE = '%ED%A0%80';
    const tried = new Map<string, number>();
    const bodies = [...HOSTILE_BODIES, ...['token', 'a', 'searchParams'].flatMap(hostileFieldBodies)];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = (param: string) => route.url.replace(/:\w+/g, param);
      const plainUrl = url(
        route.url.includes(':importId') ? '00000000-0000-4000-8000-000000000000' : '700000001',
      );
      type Attempt = { url: string; payload?: string; refusal?: { field: string; message: string } };
      const malformedBodies: Attempt[] = bodies.map((attempt) => ({
        url: plainUrl,
        payload: attempt.payload,
        refusal: attempt,
      }));
      // Text in the query and path: the query parser and the router make a lone surrogate's UTF-8 U+FFFD and nest
      // nothing, so these may be valid requests (a POST that writes): they need only never be a 5xx.
      const oddText: Attempt[] = [
        { url: `${plainUrl}?token=${ESCAPED_LONE}&a=${ESCAPED_LONE}` },
        { url: `${plainUrl}?token[a][b][c]=1&token=x` },
        ...(route.url.includes(':') ? [{ url: url(ESCAPED_LONE) }, { url: url('%00') }] : []),
      ];
      const send = async (attempt: Attempt, who: string | undefined) => {
        const reply = await api.app.inject({
          method: route.method as 'GET',
          url: attempt.url,
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          headers: {
            ...(attempt.payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(who === undefined ? {} : { authorization: who }),
          },
        });
        tried.set(key, (tried.get(key) ?? 0) + 1);
        const where = `${key} ${who === operator ? 'operator' : who ? 'shopper' : 'anonymous'} ${attempt.url.slice(0, 80)} ${attempt.payload?.slice(0, 40) ?? ''}`;
        expect(reply.statusCode, `${where}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
        if (reply.statusCode >= 400 && String(reply.headers['content-type']).startsWith('application/json'))
          expect(apiErrorSchema.safeParse(reply.json()).success, where).toBe(true);
        // A plain route that parses a JSON body refuses the malformed one by name, before its handler runs.
        if (route.contract === null && attempt.refusal && route.method !== 'GET') {
          expect(reply.statusCode, where).toBe(400);
          const { field, message } = reply.json().error as { field: string; message: string };
          expect(field.startsWith(attempt.refusal.field), `${where}: ${field}`).toBe(true);
          expect(message, where).toBe(`${field}: ${attempt.refusal.message}`);
        }
      };
      const before = await counts();
      for (const who of [operator, authorization, undefined])
        for (const attempt of malformedBodies) await send(attempt, who);
      expect(await counts(), `${key} wrote to the database`).toBe(before);
      for (const who of [operator, authorization, undefined])
        for (const attempt of oddText) await send(attempt, who);
    }
    // Not vacuous: each route, those outside the contracts named by the issue among them, was sent every attempt.
    expect([...tried.keys()].sort()).toEqual([...registered].sort());
    expect([...tried.values()].every((n) => n >= 3 * (bodies.length + 2))).toBe(true);
    expect(registered).toContain('POST /operator-api/feed-imports');
    expect(registered).toContain('POST /alerts/unsubscribe');
  }, 600_000);

  // The 500s, each a request that is valid but for one unpaired surrogate in a string bound for jsonb or
  // text: refused by name, nothing written.
  it.each([
    [
      'saveSearch',
      'POST',
      '/account-api/search',
      { brand: 'AT', searchName: 'Hondas', searchParams: { makeCode: ['HONDA'], keywordPhrases: 'x\ud800' } },
      'body.searchParams.keywordPhrases',
    ],
    [
      'lightUserSearch',
      'POST',
      '/account-api/lightuser/search',
      { emailAddress: 'lone@example.com', brand: 'AT', searchParams: { makeCode: 'HONDA\ud800' } },
      'body.searchParams.makeCode',
    ],
    [
      'addRecentSearch',
      'POST',
      '/personalization-api/recentsearches',
      {
        url: '/cars-for-sale/ford',
        query: { makeCode: ['FORD'] },
        timestamp: 1_745_748_000_000,
        heading: 'Ford \ud800',
        fullHeading: 'Ford',
        subHeading: 'Nationwide',
        fullSubHeading: 'Nationwide',
      },
      'body.heading',
    ],
    [
      'createWallet',
      'POST',
      '/wallet-storage/wallets',
      { paymentInfo: { creditType: 'b', tradeIn: { condition: 'good\udc00' } } },
      'body.paymentInfo.tradeIn.condition',
    ],
    [
      'emailFriend',
      'POST',
      '/cars-for-sale/svc/leads/email/friend',
      {
        originPageUrl: 'https://www.example.com/cars-for-sale/vehicle/700000001',
        listingId: '700000001',
        toEmailAddress: 'alex@example.com',
        fromEmailAddress: 'sam@example.com',
        fromName: 'Sam \ud800',
        clientRequestId: '0b6f1c9e-8d7a-4f1e-9a55-3c2d1e0f9a11',
        leadType: 'EMAILTOFRIEND',
      },
      'body.fromName',
    ],
    [
      'emailOwner',
      'POST',
      '/cars-for-sale/svc/leads/email/owner',
      {
        listingId: '700000001',
        name: 'Sam',
        emailAddress: 'sam@example.com',
        message: 'Still for sale? \ud83d',
        clientRequestId: '4e2a9c31-5b7d-4c8e-a1f0-6d3b2c1a0e99',
        originPageUrl: 'https://www.example.com/cars-for-sale/vehicle/700000001',
        leadType: 'EMAILOWNER',
      },
      'body.message',
    ],
  ] as const)(
    '%s: a lone surrogate in a valid request is a 400 naming the field',
    async (_name, method, url, body, field) => {
      const before = await counts();
      const reply = await api.app.inject({
        method,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization },
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().error).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(await counts()).toBe(before);
    },
  );
});
