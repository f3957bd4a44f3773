// Issue 7's quality bar: "a test feeds every route malformed input generated from its schema". For every
// contract the server implements, every parameter and body field in turn gets values of the wrong type, too big,
// negative, unicode and injection strings. The answer must be a 4xx in the contracts' error shape (a 400 naming
// the field), never a 5xx, and a refused request must leave the database as it was.
import { apiErrorSchema, CONTRACTS, openApiDocument } from '@forecourt/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  beforeAll(async () => {
    api = await createTestApi(engine);
    authorization = (await api.signIn('fuzzer')).authorization;
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
});
