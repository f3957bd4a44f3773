import { COOKIES, createCookieJar } from '@forecourt/brand';
import type { ZipDetails } from '@forecourt/location';
import { describe, expect, it, vi } from 'vitest';
import { locatedQuery, namesPlace, resolveShopperLocation, type ShopperLocation } from './shopper-location';

const PLACES: Record<string, ZipDetails> = {
  '78701': { zip: '78701', city: 'Austin', state: 'TX', defaultSearchRadius: 50 },
  '98101': { zip: '98101', city: 'Seattle', state: 'WA', defaultSearchRadius: 75 },
  '10001': { zip: '10001', city: 'New York', state: 'NY', defaultSearchRadius: 25 },
};

function setup(cookie = '') {
  const written: string[] = [];
  const cookies = createCookieJar({ read: () => cookie, write: (line) => written.push(line), secure: false });
  const lookups = {
    describeZip: vi.fn(async (zip: string) => PLACES[zip]),
    centerZip: vi.fn(
      async (city: string, state: string) =>
        Object.values(PLACES).find((place) => place.city === city && place.state === state)?.zip,
    ),
  };
  return { cookies, written, lookups };
}

const zipCookie = (zip: string) => `${COOKIES.userZip.name}=${zip}`;

describe('resolveShopperLocation (spec 001 s4 "Location resolution order")', () => {
  it('"1. zip in query" comes first, and "cookies and the user location are updated"', async () => {
    const { cookies, written, lookups } = setup(zipCookie('98101'));
    const location = await resolveShopperLocation({
      query: { zip: '78701' },
      runtime: 'server',
      lookups,
      cookies,
    });
    expect(location).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      searchRadius: 50,
      radiusChosen: false,
    });
    expect(written).toEqual([expect.stringMatching(/^ATC_USER_ZIP=78701; Max-Age=2592000; Path=\//)]);
  });

  it('"2. stored location cookie" when the query names no place', async () => {
    const { cookies, lookups } = setup(zipCookie('98101'));
    const location = await resolveShopperLocation({ query: {}, runtime: 'server', lookups, cookies });
    expect(location?.city).toBe('Seattle');
    // "Search radius ... the zip's default radius": Seattle's is 75.
    expect(location?.searchRadius).toBe(75);
  });

  it("a city and state in the path are the page's place, ahead of the cookie (our departure, documented)", async () => {
    const { cookies, lookups } = setup(zipCookie('78701'));
    const location = await resolveShopperLocation({
      query: { city: 'Seattle', state: 'WA' },
      runtime: 'server',
      lookups,
      cookies,
    });
    expect(location?.zip).toBe('98101');
    expect(lookups.centerZip).toHaveBeenCalledWith('Seattle', 'WA');
  });

  it('a radius the shopper chose is kept in its cookie, ATC_USER_RADIUS (spec 001 s9)', async () => {
    const { cookies, written, lookups } = setup();
    const location = await resolveShopperLocation({
      query: { zip: '78701', searchRadius: '100' },
      runtime: 'server',
      lookups,
      cookies,
    });
    expect(location).toMatchObject({ searchRadius: 100, radiusChosen: true });
    expect(written.map((line) => line.split(';')[0])).toEqual(['ATC_USER_ZIP=78701', 'ATC_USER_RADIUS=100']);
  });

  it('"5. edge-provided zip (server only, not bots ...)"', async () => {
    const { lookups } = setup();
    const server = await resolveShopperLocation({ query: {}, runtime: 'server', lookups, edgeZip: '10001' });
    expect(server?.city).toBe('New York');
    const browser = await resolveShopperLocation({
      query: {},
      runtime: 'browser',
      lookups,
      edgeZip: '10001',
    });
    expect(browser).toBeUndefined();
    const bot = await resolveShopperLocation({
      query: {},
      runtime: 'server',
      lookups,
      edgeZip: '10001',
      bot: true,
    });
    expect(bot).toBeUndefined();
  });

  it('an unknown zip is passed over, and a failing lookup is only logged', async () => {
    const { cookies, lookups } = setup(zipCookie('98101'));
    const unknown = await resolveShopperLocation({
      query: { zip: '00000' },
      runtime: 'server',
      lookups,
      cookies,
    });
    expect(unknown?.zip).toBe('98101');
    lookups.describeZip.mockRejectedValue(new Error('API away'));
    const logger = { error: vi.fn() };
    const failed = await resolveShopperLocation({
      query: { zip: '78701' },
      runtime: 'server',
      lookups,
      logger,
    });
    expect(failed).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('Location source failed: query', expect.any(Error));
  });
});

describe('locatedQuery', () => {
  const austin: ShopperLocation = {
    zip: '78701',
    city: 'Austin',
    state: 'TX',
    searchRadius: 50,
    radiusChosen: false,
  };

  it("adds the shopper's zip to a search that names no place", () => {
    expect(locatedQuery({ makeCode: ['HONDA'] }, austin)).toEqual({ makeCode: ['HONDA'], zip: '78701' });
    expect(
      locatedQuery({ makeCode: ['HONDA'] }, { ...austin, searchRadius: 200, radiusChosen: true }),
    ).toEqual({
      makeCode: ['HONDA'],
      zip: '78701',
      searchRadius: '200',
    });
  });

  it('leaves a search that names its place, or a shopper with none, as it is', () => {
    const query = { city: 'Seattle', state: 'WA' };
    expect(namesPlace(query)).toBe(true);
    expect(locatedQuery(query, austin)).toBe(query);
    expect(locatedQuery({ zip: '98101' }, austin)).toEqual({ zip: '98101' });
    expect(locatedQuery({}, undefined)).toEqual({});
  });
});
