import { createMarketLookup, resolveLocation } from '@forecourt/location';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from './fake-fetch';
import { createLocationLookups } from './index';

const AUSTIN = {
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  dma: { code: '635', name: 'Austin' },
  defaultSearchRadius: 75,
  latitude: 30.2711,
  longitude: -97.7437,
};

const ROUTES = {
  'GET /rest/location/zip/78701': { body: AUSTIN },
  'GET /rest/location/zip/99999': errorAnswer(404, 'Zip 99999 was not found'),
  'GET /rest/location/city': { body: { ...AUSTIN, centerZip: '78701' } },
  'GET /rest/location/nearest': { body: { zip: '78701', city: 'Austin', state: 'TX', distance: 0.4 } },
  'GET /rest/location/market': {
    body: { success: true, payload: { city: 'Austin', state: 'TX', zip: '78701', defaultSearchRadius: 75 } },
  },
};

describe('createLocationLookups', () => {
  it('describes a zip with its dma code and default radius (spec 001 s7)', async () => {
    const { api } = fakeApi(ROUTES);
    await expect(createLocationLookups(api).describeZip('78701')).resolves.toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      dma: '635',
      defaultSearchRadius: 75,
      latitude: 30.2711,
      longitude: -97.7437,
    });
  });

  it.each([
    ['an unknown zip (404)', '99999', 1],
    ['a zip that is not five digits, without a call', '7870', 0],
  ])('answers undefined for %s', async (_what, zip, calls) => {
    const { api, fetch } = fakeApi(ROUTES);
    await expect(createLocationLookups(api).describeZip(zip)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  it('rejects when the location service fails, so the chain logs it and moves on', async () => {
    const { api } = fakeApi(
      { 'GET /rest/location/zip/78701': errorAnswer(500, 'down') },
      { breakers: false },
    );
    await expect(createLocationLookups(api).describeZip('78701')).rejects.toMatchObject({ status: 500 });
  });

  it('finds the centre zip, the nearest zip and the default radius', async () => {
    const { api, sent } = fakeApi(ROUTES);
    const lookups = createLocationLookups(api);
    await expect(lookups.centerZip('Austin', 'TX')).resolves.toBe('78701');
    await expect(lookups.nearestZip(30.27, -97.74)).resolves.toBe('78701');
    await expect(lookups.defaultRadius('78701')).resolves.toBe(75);
    await expect(lookups.centerZip('Austin', 'Texas')).resolves.toBeUndefined(); // not a two-letter state
    expect(sent.map((request) => request.url.search)).toEqual([
      '?city=Austin&state=TX',
      '?latitude=30.27&longitude=-97.74',
      '',
    ]);
  });

  it('fetches the market by city and state and passes the signal on', async () => {
    const { api, sent } = fakeApi(ROUTES);
    const signal = new AbortController().signal;
    const reply = await createLocationLookups(api).fetchMarket({ city: 'Austin', state: 'TX' }, { signal });
    expect(reply).toMatchObject({ success: true, payload: { zip: '78701' } });
    expect(sent[0]?.url.search).toBe('?city=Austin&state=TX');
    expect(sent[0]?.signal?.aborted).toBe(false);
  });

  it('fits the market lookup and the resolution chain of @forecourt/location', async () => {
    const { api } = fakeApi(ROUTES);
    const lookups = createLocationLookups(api);
    const market = createMarketLookup({ fetchMarket: lookups.fetchMarket, describeZip: lookups.describeZip });
    await expect(market('78701')).resolves.toMatchObject({ success: true, payload: { city: 'Austin' } });
    const resolved = await resolveLocation({
      runtime: 'server',
      query: { city: 'Austin', state: 'TX' },
      describeZip: lookups.describeZip,
      sources: { cityState: () => lookups.centerZip('Austin', 'TX') },
      logger: { error: vi.fn() },
    });
    expect(resolved).toMatchObject({ resolved: true, source: 'cityState' });
    expect(resolved.query).toMatchObject({ zip: '78701', dma: '635', searchRadius: '75' });
  });
});
