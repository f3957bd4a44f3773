// @vitest-environment node
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CALL_ROUTES } from '@forecourt/api-client';
import type { ContractName } from '@forecourt/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isBrowserApiCall, NOT_FROM_BROWSER } from './browser-api-calls';
import { createStorefrontServer } from './create-storefront-server';
import { writeFakeClientBuild } from './fake-client-build';

// Issue 31: the brand servers forwarded all of /api/* to the API, so any visitor read GET /alerts/mailbox (every
// e-mail and text sent, unsubscribe links included). They forward only the calls a browser makes.

/** A contract's path with each parameter filled, as a browser would send it. */
const filled = (path: string) => path.replace(/:\w+/g, '712345678');

describe('isBrowserApiCall', () => {
  it("passes every contract's route but the few no page calls, and only with the contract's method", () => {
    for (const [name, route] of Object.entries(CALL_ROUTES)) {
      const browser = !(name in NOT_FROM_BROWSER);
      expect(isBrowserApiCall(route.method, filled(route.path)), name).toBe(browser);
      expect(isBrowserApiCall('PATCH', filled(route.path)), name).toBe(false);
    }
    expect(Object.keys(NOT_FROM_BROWSER).sort()).toEqual(
      (['getDatafile', 'getWebVitalsSummary', 'updateRecentSearch'] satisfies ContractName[]).sort(),
    );
  });

  it('refuses the API paths that are no contract, and near misses of contract paths', () => {
    for (const path of [
      '/alerts/mailbox',
      '/alerts/unsubscribe',
      '/openapi.json',
      '/health',
      '/health/search',
      '/rest/lsc/listing/search/',
      '/REST/lsc/listing/search',
      '/rest/lsc/listing/search/extra',
      '//rest/lsc/listing/search',
      '/rest/location/zip/',
      '/rest/location/zip/78701/x',
    ])
      expect(isBrowserApiCall('GET', path), path).toBe(false);
    expect(isBrowserApiCall('GET', '/rest/location/zip/78701')).toBe(true);
    expect(isBrowserApiCall('POST', '/rest/lsc/listing/712345678/report')).toBe(true);
  });

  it('refuses a parameter that is a dot segment, which a URL parser would resolve into another route', () => {
    for (const segment of ['..', '.', '%2e%2e', '%2E.', '.%2e'])
      expect(isBrowserApiCall('DELETE', `/user-account-api/vehicle/id/${segment}`), segment).toBe(false);
    expect(isBrowserApiCall('DELETE', '/user-account-api/vehicle/id/a..b')).toBe(true);
  });
});

describe('the brand server forwards only browser calls to the API', () => {
  let api: FastifyInstance;
  let app: FastifyInstance;
  let clientDir: string;
  let seen: string[] = [];

  beforeAll(async () => {
    // A real server in the API's place: what reached it is what the brand server forwarded.
    api = Fastify();
    api.all('/*', async (request) => {
      seen.push(`${request.method} ${request.url}`);
      return { forwarded: request.url };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.server.address() as AddressInfo;
    clientDir = writeFakeClientBuild('storefront-allowlist-');
    app = await createStorefrontServer({
      config: { brand: 'atc', siteName: 'Forecourt Classifieds' },
      settings: {
        port: 0,
        host: 'localhost',
        apiUrl: `http://127.0.0.1:${port}`,
        issuer: 'http://login.forecourt.test',
        clientId: 'atc',
        origin: 'http://localhost:3000',
        sessionSecret: new Uint8Array(32).fill(7),
        logLevel: 'silent',
      },
      clientDir,
      clientEntry: 'src/entry-client.tsx',
    });
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('forwards a search, a report and a photo as they came', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/rest/lsc/listing/search?zip=78701' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual({ forwarded: '/rest/lsc/listing/search?zip=78701' });
    const report = await app.inject({
      method: 'POST',
      url: '/api/rest/lsc/listing/712345678/report',
      payload: { reason: 'x' },
    });
    expect(report.statusCode).toBe(200);
    const photo = await app.inject({ method: 'GET', url: '/media/listings/712345678/1.svg' });
    expect(photo.statusCode).toBe(200);
    expect(seen).toEqual([
      'GET /rest/lsc/listing/search?zip=78701',
      'POST /rest/lsc/listing/712345678/report',
      'GET /media/listings/712345678/1.svg',
    ]);
  });

  it("answers the mailbox and any path not on its list with the API's 404, without asking the API", async () => {
    const mailbox = await app.inject({ method: 'GET', url: '/api/alerts/mailbox' });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /alerts/mailbox' } });
    for (const [method, url] of [
      ['GET', '/api/alerts/mailbox?x=1'],
      ['GET', '/api/rest/telemetry/web-vitals/summary'],
      ['GET', '/api/openapi.json'],
      ['GET', '/api/health'],
      ['GET', '/api'],
      ['DELETE', '/api/rest/lsc/listing/search'],
      ['POST', '/api/not-an-api-path'],
      ['DELETE', '/api/user-account-api/vehicle/id/..'],
    ] as const) {
      const reply = await app.inject({ method, url });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json().error.code, `${method} ${url}`).toBe('NOT_FOUND');
    }
    expect(seen).toEqual([]);
  });
});
