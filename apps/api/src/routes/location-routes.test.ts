import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRadius, RADIUS_BY_DENSITY } from '../places/default-radius';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

describe('defaultRadius', () => {
  it.each([
    [40, 25],
    [15, 25],
    [14, 50],
    [3, 50],
    [2, 100],
    [1, 100],
  ])('gives a zip with %i zips within 10 miles a radius of %i miles', (count, radius) => {
    expect(defaultRadius('00000', () => count)).toBe(radius);
  });

  it('falls back to the spec\'s 50 for a zip the data cannot place ("fallback 50", spec 001 s5)', () => {
    expect(defaultRadius('00000', () => 0)).toBe(50);
    expect(RADIUS_BY_DENSITY.map((rule) => rule.radius)).toContain(50);
  });

  it('reads density from the real zip data: a downtown zip is a city, a ranch zip is rural', () => {
    expect(defaultRadius('10001')).toBe(25); // Manhattan
    expect(defaultRadius('59001')).toBe(100); // Absarokee, Montana
  });
});

describe.each(ENGINES)('location routes on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(async () => {
    await api?.close();
  });
  const get = async (url: string) => {
    const reply = await api.app.inject({ method: 'GET', url });
    return { status: reply.statusCode, body: reply.json() };
  };

  it('describes a zip with its place, position and default radius', async () => {
    const { status, body } = await get('/rest/location/zip/78701');
    expect(status).toBe(200);
    expect(body).toMatchObject({ zip: '78701', city: 'Austin', state: 'TX', defaultSearchRadius: 25 });
    expect(body.latitude).toBeCloseTo(30.27, 1);
  });

  it('answers an unknown zip with 404 and a malformed one with 400 naming params.zip', async () => {
    expect((await get('/rest/location/zip/00000')).status).toBe(404);
    const bad = await get('/rest/location/zip/7870');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('params.zip');
  });

  it('gives the centre zip of a city and state ("by city and state (returns centerZip)", spec 001 s7)', async () => {
    const { status, body } = await get('/rest/location/city?city=Madison&state=wi');
    expect(status).toBe(200);
    expect(body.city).toBe('Madison');
    expect(body.state).toBe('WI');
    expect(body.centerZip).toMatch(/^537\d\d$/);
    expect((await get('/rest/location/city?city=Atlantis&state=WI')).status).toBe(404);
    expect((await get('/rest/location/city?city=Madison&state=Wisconsin')).body.error.field).toBe(
      'query.state',
    );
  });

  it('finds the zip nearest a browser position, and none in mid-ocean', async () => {
    const { body } = await get('/rest/location/nearest?latitude=43.0747&longitude=-89.3843');
    expect(body).toMatchObject({ state: 'WI' });
    expect(body.distance).toBeLessThan(2);
    expect((await get('/rest/location/nearest?latitude=0&longitude=-150')).status).toBe(404);
    expect((await get('/rest/location/nearest?latitude=91&longitude=0')).body.error.field).toBe(
      'query.latitude',
    );
  });

  it('looks a market up by zip or by city and state, and says when it cannot (spec 001 s8)', async () => {
    expect((await get('/rest/location/market?zip=53703')).body).toMatchObject({
      success: true,
      payload: { zip: '53703', city: 'Madison', state: 'WI' },
    });
    expect((await get('/rest/location/market?city=Austin&state=TX')).body).toMatchObject({
      success: true,
      payload: { city: 'Austin', state: 'TX' },
    });
    expect((await get('/rest/location/market?city=Atlantis&state=WI')).body).toEqual({
      success: false,
      message: 'cannot find zipcode data for Atlantis WI',
    });
    const missing = await get('/rest/location/market');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('zipcode is missing or invalid');
  });
});
