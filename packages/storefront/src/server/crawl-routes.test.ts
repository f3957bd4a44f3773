// @vitest-environment node
import type { ApiClient } from '@forecourt/api-client';
import { ApiClientError } from '@forecourt/api-client';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { crawlRoutes } from './crawl-routes';

const ORIGIN = 'https://www.forecourt.example';

function server(version = { current: '7' }) {
  const api = {
    getSitemapIndex: vi.fn(async () => ({
      version: version.current,
      pages: [
        { id: 'landing-1', urls: 3 },
        { id: 'vehicles-1', urls: 2 },
      ],
    })),
    getSitemapPage: vi.fn(async ({ params }: { params: { sitemapPageId: string } }) => {
      if (params.sitemapPageId === 'landing-1')
        return {
          version: version.current,
          landingPages: [
            { makeCode: 'HONDA' },
            { makeCode: 'HONDA', modelCode: 'CRV' },
            { makeCode: 'HONDA', modelCode: 'CRV', city: 'Houston', state: 'TX' },
          ],
          listingIds: [],
        };
      if (params.sitemapPageId === 'vehicles-1')
        return { version: version.current, landingPages: [], listingIds: ['712345678', '712345679'] };
      throw new ApiClientError('HTTP_STATUS', 'getSitemapPage', 'not found', { status: 404 });
    }),
  } as unknown as ApiClient & { getSitemapPage: ReturnType<typeof vi.fn> };
  const app = Fastify();
  void app.register(crawlRoutes, { api, brand: 'atc', origin: ORIGIN });
  return { app, api };
}

describe('robots.txt and the sitemaps', () => {
  it("serves robots.txt naming the sitemap index on the brand's origin", async () => {
    const { app } = server();
    const reply = await app.inject('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toContain('User-agent: *\n');
    expect(reply.body).toContain('Disallow: /api/\n');
    expect(reply.body).toContain(`Sitemap: ${ORIGIN}/cars-for-sale/sitemap/index\n`);
  });

  it('serves the sitemap index under the spec route, one <sitemap> per page', async () => {
    const { app } = server();
    const reply = await app.inject('/cars-for-sale/sitemap/index');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<sitemap><loc>${ORIGIN}/cars-for-sale/sitemap/landing-1</loc></sitemap>\n` +
        `<sitemap><loc>${ORIGIN}/cars-for-sale/sitemap/vehicles-1</loc></sitemap>\n</sitemapindex>\n`,
    );
  });

  it('serves a page of landing pages as the results pages canonical paths, and a page of vehicle pages', async () => {
    const { app } = server();
    const landing = await app.inject('/cars-for-sale/sitemap/landing-1');
    expect(landing.statusCode).toBe(200);
    expect([...landing.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/cars-for-sale/honda`,
      `${ORIGIN}/cars-for-sale/honda/crv`,
      `${ORIGIN}/cars-for-sale/honda/crv/houston-tx`,
    ]);
    const vehicles = await app.inject('/cars-for-sale/sitemap/vehicles-1');
    expect(vehicles.body).toContain(`<url><loc>${ORIGIN}/cars-for-sale/vehicle/712345678</loc></url>`);
    expect(vehicles.body).toContain(`<url><loc>${ORIGIN}/cars-for-sale/vehicle/712345679</loc></url>`);
  });

  it('builds a page once per inventory version', async () => {
    const version = { current: '7' };
    const { app, api } = server(version);
    await app.inject('/cars-for-sale/sitemap/vehicles-1');
    await app.inject('/cars-for-sale/sitemap/vehicles-1');
    expect(api.getSitemapPage).toHaveBeenCalledTimes(1);
    version.current = '8';
    await app.inject('/cars-for-sale/sitemap/vehicles-1');
    expect(api.getSitemapPage).toHaveBeenCalledTimes(2);
  });

  it('answers a page the index does not list with a 404, and the API away with a 503, never a 500', async () => {
    const { app, api } = server();
    expect((await app.inject('/cars-for-sale/sitemap/vehicles-9')).statusCode).toBe(404);
    expect((await app.inject('/cars-for-sale/sitemap/%3Cscript%3E')).statusCode).toBe(404);
    vi.mocked(api.getSitemapIndex).mockRejectedValue(
      new ApiClientError('HTTP_STATUS', 'getSitemapIndex', 'away', { status: 503 }),
    );
    const away = await app.inject('/cars-for-sale/sitemap/index');
    expect(away.statusCode).toBe(503);
  });
});
