import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';

// Issue 12: "responses carry a content security policy and the usual security headers (use a maintained plugin
// such as @fastify/helmet)".

const CIVIC = 712_345_678;

/** One CSP header as directive name → sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe.each(ENGINES)('security headers of the API on %s', (engine) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi(engine);
    await insert(api.database.db, [owner({ id: 100_001 })], [listing({ id: CIVIC, owner_id: 100_001 })]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it.each([
    ['JSON (the health check)', '/health', 200, 'application/json'],
    ['the OpenAPI document', '/openapi.json', 200, 'application/json'],
    ['an SVG photo', `/media/listings/${CIVIC}/1.svg`, 200, 'image/svg+xml'],
    ['a 404', '/no/such/route', 404, 'application/json'],
    ['a 400 naming the field', '/media/listings/not-an-id/1.svg', 400, 'application/json'],
  ])(
    '%s answers with a policy that allows nothing and cannot be framed',
    async (_name, url, status, type) => {
      const reply = await get(url);
      expect(reply.statusCode).toBe(status);
      expect(reply.headers['content-type']).toContain(type);
      expect(directives(reply.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(reply.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        // The brand apps show photos through their own /media proxy; a sibling host of the site may embed them.
        'cross-origin-resource-policy': 'same-site',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(reply.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('still serves the OpenAPI document and the SVG photo whole', async () => {
    const openApi = await get('/openapi.json');
    expect(openApi.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      paths: expect.any(Object),
    });
    const photo = await get(`/media/listings/${CIVIC}/1.svg`);
    expect(photo.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    // The drawing styles itself with presentation attributes, which a policy without style-src allows.
    expect(photo.body).not.toMatch(/<style|style="/);
  });

  it("keeps the alerts pages' own policy, which lets their inline stylesheet apply, and still forbids framing", async () => {
    const page = await get('/alerts/unsubscribe?token=unknown');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(directives(page.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
    });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
