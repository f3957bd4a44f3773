import { INDEXED_LOCATION_PRIORITIES } from '@forecourt/contracts';
import {
  createDatafileManager,
  createDatafileProvider,
  createExperimentsClient,
  FLAG_DEFAULTS,
  parseDatafile,
} from '@forecourt/experiments';
import { findIndexedLocation, indexedLocationKey } from '@forecourt/location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORD_BLUE_ADVANTAGE_PATH } from '../content/certified-programs';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

const NOW = new Date('2026-03-01T12:00:00Z');
const CERTIFIED = '/cm-api/content/static/json/atc/cpo/certifiedcontentsimple.json';
const indexed = (brand: string) => `/cm-api/content/static/json/${brand}/indexedlocations.json`;

type Entry = { city: string; state: string; zip?: string; locationIndexPriority: string };

describe.each(ENGINES)('content routes on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine, { clock: { now: () => NOW } });
  });
  afterAll(async () => {
    await api?.close();
  });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const reply = await api.app.inject({ method: 'GET', url, headers });
    return { status: reply.statusCode, body: reply.body ? reply.json() : undefined, headers: reply.headers };
  };

  describe('GET /cm-api/content/static/json/atc/cpo/certifiedcontentsimple.json', () => {
    it('gives the carmakers\' programmes, "cached 1 hour" (spec 002 s7: Cache-Control max-age=3600)', async () => {
      const { status, body, headers } = await get(CERTIFIED);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=3600');
      expect(
        body.programs.find((program: { makeCode: string }) => program.makeCode === 'FORD'),
      ).toMatchObject({
        make: 'Ford',
        name: 'Ford Blue Advantage',
        inspectionPoints: 172,
        url: FORD_BLUE_ADVANTAGE_PATH,
        warranty: expect.stringContaining('7-year/100,000-mile Powertrain'),
        benefits: expect.arrayContaining(['14-day/1,000-mile Exchange Program']),
      });
      const makes = body.programs.map((program: { make: string }) => program.make);
      expect(makes).toEqual([...makes].sort((a: string, b: string) => a.localeCompare(b)));
      for (const program of body.programs) expect(program.benefits.length).toBeGreaterThan(2);
      expect(body.programs.find((program: { makeCode: string }) => program.makeCode === 'TOYOTA').url).toBe(
        '/cars-for-sale/certified-cars/toyota',
      );
    });

    it('is the same file whatever the query says', async () => {
      expect((await get(`${CERTIFIED}?brand=kbb&x=%3Cscript%3E`)).body).toEqual((await get(CERTIFIED)).body);
    });
  });

  describe('GET /cm-api/content/static/json/:brand/indexedlocations.json', () => {
    it('keys the 100 biggest cities by "{city}-{state}" as spec 002 s5 slugs them', async () => {
      const { status, body, headers } = await get(indexed('atc'));
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=43200');
      const entries = Object.entries(body as Record<string, Entry>);
      const cities = new Set(entries.map(([, entry]) => `${entry.city}|${entry.state}`));
      expect(cities.size).toBe(100);
      expect(body['st-louis-mo']).toMatchObject({ city: 'St. Louis', state: 'MO' });
      // The zip data's spelling is a key too, so a shopper placed by zip finds the city.
      expect(body['saint-louis-mo']).toEqual(body['st-louis-mo']);
      expect(body['winston-salem-nc']).toMatchObject({ city: 'Winston-Salem' });
      for (const [key, entry] of entries) {
        expect(key).toMatch(/^[a-z0-9-]+-[a-z]{2}$/);
        expect(entry.zip).toMatch(/^\d{5}$/);
        expect(INDEXED_LOCATION_PRIORITIES).toContain(entry.locationIndexPriority);
        if (!['saint-', 'winston-salem'].some((alias) => key.startsWith(alias))) {
          expect(key).toBe(indexedLocationKey(entry.city, entry.state));
        }
      }
    });

    it('ranks cities "highest, high, all" by population: 20, then 30, then 50', async () => {
      const { body } = await get(indexed('atc'));
      const distinct = new Map<string, Entry>();
      for (const entry of Object.values(body as Record<string, Entry>))
        distinct.set(`${entry.city}|${entry.state}`, entry);
      const count = (level: string) =>
        [...distinct.values()].filter((e) => e.locationIndexPriority === level).length;
      expect([count('highest'), count('high'), count('all')]).toEqual([20, 30, 50]);
      expect(body['los-angeles-ca'].locationIndexPriority).toBe('highest');
      expect(findIndexedLocation(body, { city: 'St. Louis', state: 'MO', priority: 'all' }).success).toBe(
        true,
      );
      expect(findIndexedLocation(body, { city: 'St. Louis', state: 'MO', priority: 'highest' })).toEqual({
        success: false,
        message: 'cannot find st-louis-mo with a priority of at least highest value in indexed location',
      });
      expect(findIndexedLocation(body, { city: 'Atlantis', state: 'WI' })).toEqual({
        success: false,
        message: 'cannot find atlantis-wi in indexed location',
      });
    });

    it("gives every brand the same content, and 400 for a brand outside the spec's list", async () => {
      const atc = (await get(indexed('atc'))).body;
      for (const brand of ['kbb', 'ford', 'demo', 'previewAtc', 'carAndDriver', 'KBB']) {
        expect((await get(indexed(brand))).body).toEqual(atc);
      }
      const bad = await get(indexed('acme'));
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('params.brand');
      expect(bad.headers['cache-control']).toBeUndefined();
    });
  });

  describe('GET /experiments/datafile', () => {
    it('serves a datafile @forecourt/experiments accepts, with the flag defaults of spec 002 s1', async () => {
      const { status, body, headers } = await get('/experiments/datafile');
      expect(status).toBe(200);
      const parsed = parseDatafile(body);
      if (!parsed.success) throw new Error(parsed.message);
      expect(parsed.datafile.revision).toMatch(/^[0-9a-f]{12}$/);
      expect(headers.etag).toBe(`"${parsed.datafile.revision}"`);
      expect(headers['last-modified']).toBe(NOW.toUTCString());
      expect(headers['cache-control']).toBe('no-cache');
      for (const [key, enabled] of Object.entries(FLAG_DEFAULTS)) {
        expect(parsed.datafile.features).toContainEqual({ key, defaultEnabled: enabled });
      }
      // "Defaults: brand enabled, e-mail opt-in on, chat on (two chat vendors; mobile chat off), wallet shown with
      // articles and trade-in offers."
      const client = createExperimentsClient({
        provider: createDatafileProvider({ datafile: parsed.datafile }),
      });
      const context = { visitorId: 'visitor-4' };
      expect(client.isEnabled('mobileChat', context)).toBe(false);
      for (const key of ['brand', 'emailOptIn', 'chat', 'wallet', 'walletArticles', 'walletTradeInOffers']) {
        expect(client.isEnabled(key, context)).toBe(true);
      }
      // The one experiment ships paused: nobody is bucketed into it.
      expect(client.getVariation('wallet-payment-emphasis', context).value).toBeNull();
      expect(client.isEnabled('paymentEmphasis', context)).toBe(false);
    });

    it("answers 304 while the client's copy is current (If-None-Match, If-Modified-Since)", async () => {
      const { headers } = await get('/experiments/datafile');
      const etag = headers.etag as string;
      const unchanged = await get('/experiments/datafile', { 'if-none-match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBeUndefined();
      expect(unchanged.headers.etag).toBe(etag);
      expect((await get('/experiments/datafile', { 'if-none-match': `W/${etag}, "other"` })).status).toBe(
        304,
      );
      expect((await get('/experiments/datafile', { 'if-none-match': '"other"' })).status).toBe(200);
      const since = (date: Date) => get('/experiments/datafile', { 'if-modified-since': date.toUTCString() });
      expect((await since(NOW)).status).toBe(304);
      expect((await since(new Date(NOW.getTime() - 1000))).status).toBe(200);
      expect((await get('/experiments/datafile', { 'if-modified-since': 'yesterday' })).status).toBe(200);
    });

    it("loads through the experiments package's datafile manager", async () => {
      const manager = createDatafileManager({
        url: 'http://api.test/experiments/datafile',
        autoUpdate: false,
        logger: { error: () => {}, warn: () => {} },
        fetch: async (url, init) => {
          const reply = await api.app.inject({
            method: 'GET',
            url: new URL(url).pathname,
            headers: init.headers,
          });
          return {
            ok: reply.statusCode < 300,
            status: reply.statusCode,
            headers: {
              get: (name: string) => (reply.headers[name.toLowerCase()] as string | undefined) ?? null,
            },
            json: async () => reply.json(),
          };
        },
      });
      expect(await manager.start()).toMatchObject({ success: true });
      expect(manager.datafile?.revision).toBe((await get('/experiments/datafile')).body.revision);
      manager.stop();
    });
  });
});
