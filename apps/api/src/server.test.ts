import { CONTRACTS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from './testing/engines';

describe.each(ENGINES)('the server on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('says it is healthy and which engine it runs on', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', engine });
  });

  it('serves the OpenAPI document made from every contract', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\.1/);
    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    )
      .flatMap((path) => Object.values(path))
      .map((operation) => operation.operationId);
    expect(operations.sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it('answers an unknown route with the contracts error reply, not an HTML page', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /nope' } });
  });

  it('answers a body that is not JSON with a 400, never a 500', async () => {
    const reply = await api.app.inject({
      method: 'POST',
      url: '/wallet-storage/wallets',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe('BAD_REQUEST');
  });
});
