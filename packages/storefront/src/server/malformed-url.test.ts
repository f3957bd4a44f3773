// @vitest-environment node
import { rmSync } from 'node:fs';
import { handlers } from '@forecourt/mocks';
import type { FastifyInstance } from 'fastify';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_REQUEST_TEXTS } from '../malformed-url';
import { createStorefrontServer } from './create-storefront-server';
import { writeFakeClientBuild } from './fake-client-build';

const API_URL = 'http://api.forecourt.test';
const mocks = setupServer(...handlers({}, { baseUrl: API_URL }));
let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  mocks.listen({ onUnhandledRequest: 'bypass' });
  clientDir = writeFakeClientBuild('storefront-malformed-');
  app = await createStorefrontServer({
    config: { brand: 'atc', siteName: 'Forecourt Classifieds' },
    settings: {
      port: 0,
      host: 'localhost',
      apiUrl: API_URL,
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
afterAll(async () => {
  await app?.close();
  mocks.close();
  rmSync(clientDir, { recursive: true, force: true });
});

// Issue 29: "a malformed escape in a path (`%E0%A4%A`) shows the API framework's raw JSON error".
describe('a URL with a malformed percent-escape', () => {
  it.each([
    '/cars-for-sale/honda%E0%A4%A',
    '/cars-for-sale/honda?makeCode=%E0%A4%A',
    '/cars-for-sale/vehicle/%E0%A4%A',
    '/cars-for-sale/all-cars/houston-tx-77002?zip=%',
  ])("%s is the storefront's 400 page, in words, not JSON", async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<h1>${BAD_REQUEST_TEXTS.heading}</h1>`);
    expect(response.body).toContain(BAD_REQUEST_TEXTS.explanation.replaceAll('"', '&quot;'));
    expect(response.body).toContain('<meta name="robots" content="noindex,follow"');
    expect(response.body).not.toContain('FST_ERR_BAD_URL');
    // The site's own headers still apply (the rewrite happens before routing, so every hook runs).
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('leaves a URL whose escapes decode to its page', async () => {
    const response = await app.inject({ method: 'GET', url: '/cars-for-sale/honda%E0%A4%A4' });
    expect(response.statusCode).not.toBe(400);
    expect(response.body).not.toContain(BAD_REQUEST_TEXTS.heading);
  });
});
