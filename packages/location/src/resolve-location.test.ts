import { COOKIES, createCookieJar } from '@forecourt/brand';
import { describe, expect, it, vi } from 'vitest';
import {
  cityStateSource,
  cookieZipSource,
  DEFAULT_SEARCH_RADIUS,
  directoryLookups,
  edgeZipSource,
  GEOLOCATION_FAILED_MESSAGE,
  GEOLOCATION_QUERY_FLAG,
  geolocationRequested,
  geolocationSource,
  LOCATION_COOKIE_MAX_AGE,
  LOCATION_SOURCE_ORDER,
  LocationOptionError,
  type LocationQuery,
  type LocationQueryFields,
  type LocationResolution,
  type LocationSources,
  parseSearchRadius,
  queryZipSource,
  resolveLocation,
  SOURCE_FAILED_MESSAGE,
  type ZipDetails,
} from './index';
import { CHAIN_CASES } from './resolve-location.cases';
import { createZipcodesDirectory } from './zipcodes';

const KNOWN: Record<string, ZipDetails> = {
  '78701': { zip: '78701', city: 'Austin', state: 'TX', dma: '635' },
  '53703': { zip: '53703', city: 'Madison', state: 'WI', dma: '669', defaultSearchRadius: 25 },
  '60601': { zip: '60601', city: 'Chicago', state: 'IL' },
  '94103': { zip: '94103', city: 'San Francisco', state: 'CA' },
  '10001': { zip: '10001', city: 'New York', state: 'NY' },
};
const describeZip = (zip: string) => KNOWN[zip];
const quietLogger = () => ({ error: vi.fn() });

/** The query of a resolved result; fails the test when nothing resolved. */
function resolvedQuery<Q extends LocationQuery>(result: LocationResolution<Q>): LocationQueryFields {
  if (!result.resolved) throw new Error('expected the location to resolve');
  return result.query;
}

/** A real jar from @forecourt/brand over a cookie header, recording the Set-Cookie lines it writes. */
function jar(header = '') {
  const written: string[] = [];
  const cookies = createCookieJar({ read: () => header, write: (line) => written.push(line) });
  return { cookies, written };
}

describe('resolveLocation: the order of spec 001 s4', () => {
  it('walks the steps in the spec order: query, cookie, city and state, geolocation, edge', () => {
    expect(LOCATION_SOURCE_ORDER).toEqual(['query', 'cookie', 'cityState', 'geolocation', 'edge']);
  });

  it.each(CHAIN_CASES)('$rule', async ({ runtime, offers, source, zip, notAsked }) => {
    const asked: string[] = [];
    const sources: LocationSources = {};
    // Listed backwards on purpose: the chain's order must not depend on the object's.
    for (const name of [...LOCATION_SOURCE_ORDER].reverse()) {
      if (!(name in offers)) continue;
      sources[name] = async () => {
        asked.push(name);
        const offer = offers[name];
        if (offer instanceof Error) throw offer;
        return offer;
      };
    }
    const logger = quietLogger();
    const result = await resolveLocation({ runtime, sources, describeZip, logger });
    expect(result.source).toBe(source);
    expect(result.resolved).toBe(source !== undefined);
    expect(result.location?.zip).toBe(zip);
    for (const name of notAsked) expect(asked).not.toContain(name);
    // Every step before the winner was asked, in order.
    const winnerAt =
      source === undefined ? LOCATION_SOURCE_ORDER.length : LOCATION_SOURCE_ORDER.indexOf(source);
    const expectedAsked = LOCATION_SOURCE_ORDER.slice(0, winnerAt + 1).filter(
      (name) => name in offers && !notAsked.includes(name),
    );
    expect(asked).toEqual(expectedAsked);
    const throwing = Object.entries(offers).filter(([, offer]) => offer instanceof Error);
    expect(logger.error).toHaveBeenCalledTimes(throwing.length);
    if (throwing.length > 0) {
      expect(logger.error).toHaveBeenCalledWith(`${SOURCE_FAILED_MESSAGE}: query`, expect.any(Error));
    }
  });
});

describe('resolveLocation: "query zip, state, city, dma and search radius are set and cookies ... updated"', () => {
  it('sets the query fields, keeps the other keys and replaces a stale dma', async () => {
    const { cookies } = jar();
    const query = { zip: '78701', makeCode: 'HONDA', dma: '999', city: 'Elsewhere' };
    const result = await resolveLocation({
      runtime: 'server',
      sources: { query: queryZipSource(query) },
      describeZip,
      query,
      cookies,
    });
    expect(result.query).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      dma: '635',
      makeCode: 'HONDA',
      searchRadius: String(DEFAULT_SEARCH_RADIUS),
    });
    expect(query).toEqual({ zip: '78701', makeCode: 'HONDA', dma: '999', city: 'Elsewhere' });

    const noDma = await resolveLocation({
      runtime: 'server',
      sources: { query: () => '60601' },
      describeZip,
      query: { dma: '999' },
    });
    expect(noDma.query).toEqual({ zip: '60601', city: 'Chicago', state: 'IL', searchRadius: '50' });
  });

  it('writes the location cookie for 30 days through the jar', async () => {
    const { cookies, written } = jar();
    await resolveLocation({ runtime: 'browser', sources: { query: () => '78701' }, describeZip, cookies });
    expect(LOCATION_COOKIE_MAX_AGE).toBe(30 * 24 * 60 * 60);
    expect(written).toEqual([`${COOKIES.userZip.name}=78701; Max-Age=2592000; Path=/; Secure; SameSite=Lax`]);
  });

  it('leaves the query as it was and writes nothing when nothing resolves', async () => {
    const { cookies, written } = jar();
    const query = { makeCode: 'HONDA' };
    const result = await resolveLocation({ runtime: 'server', sources: {}, describeZip, query, cookies });
    expect(result).toEqual({ resolved: false, source: undefined, location: undefined, query });
    expect(written).toEqual([]);
  });

  it('logs a cookie jar that refuses a write, and still resolves', async () => {
    const logger = quietLogger();
    const cookies = {
      get: () => undefined,
      set: vi.fn(() => {
        throw new Error('headers sent');
      }),
      remove: vi.fn(),
    };
    const result = await resolveLocation({
      runtime: 'server',
      sources: { edge: () => '78701' },
      describeZip,
      cookies,
      logger,
    });
    expect(result.resolved).toBe(true);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe('resolveLocation: the search radius ("Default search radius 50", "radius cookie ATC_USER_RADIUS")', () => {
  const RADIUS_CASES = [
    {
      rule: 'the query radius wins and is stored',
      query: { searchRadius: '75' },
      cookie: 'ATC_USER_RADIUS=100',
      zip: '53703',
      radius: 75,
      from: 'query',
      stored: '75',
    },
    {
      rule: 'then the radius cookie, stored again',
      query: {},
      cookie: 'ATC_USER_RADIUS=100',
      zip: '53703',
      radius: 100,
      from: 'cookie',
      stored: '100',
    },
    {
      rule: 'then the zip default radius, not stored',
      query: {},
      cookie: '',
      zip: '53703',
      radius: 25,
      from: 'zip',
      stored: undefined,
    },
    {
      rule: 'then the default 50, not stored',
      query: {},
      cookie: '',
      zip: '78701',
      radius: 50,
      from: 'default',
      stored: undefined,
    },
    {
      rule: 'a radius that is not a whole number is passed over',
      query: { searchRadius: '25.5' },
      cookie: 'ATC_USER_RADIUS=abc',
      zip: '78701',
      radius: 50,
      from: 'default',
      stored: undefined,
    },
    {
      rule: '0 ("any distance") is a radius the shopper can choose',
      query: { searchRadius: '0' },
      cookie: '',
      zip: '78701',
      radius: 0,
      from: 'query',
      stored: '0',
    },
  ] as const;

  it.each(RADIUS_CASES)('$rule', async ({ query, cookie, zip, radius, from, stored }) => {
    const { cookies, written } = jar(cookie);
    const result = await resolveLocation({
      runtime: 'server',
      sources: { query: () => zip },
      describeZip,
      query,
      cookies,
    });
    expect(result.location).toMatchObject({ searchRadius: radius, radiusSource: from });
    expect(resolvedQuery(result).searchRadius).toBe(String(radius));
    const radiusLine = written.find((line) => line.startsWith(`${COOKIES.userRadius.name}=`));
    expect(radiusLine).toBe(
      stored === undefined
        ? undefined
        : `ATC_USER_RADIUS=${stored}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`,
    );
  });

  it('takes a configured default radius, and refuses one that is not a positive whole number', async () => {
    const result = await resolveLocation({
      runtime: 'server',
      sources: { query: () => '78701' },
      describeZip,
      defaultSearchRadius: 30,
    });
    expect(result.location?.searchRadius).toBe(30);
    for (const bad of [0, -5, 2.5, Number.NaN]) {
      await expect(
        resolveLocation({ runtime: 'server', sources: {}, describeZip, defaultSearchRadius: bad }),
      ).rejects.toMatchObject({
        name: 'LocationOptionError',
        code: 'INVALID_OPTION',
        option: 'defaultSearchRadius',
      });
    }
    await expect(
      resolveLocation({ runtime: 'server', sources: {}, describeZip, defaultSearchRadius: -1 }),
    ).rejects.toBeInstanceOf(LocationOptionError);
  });

  it.each([
    ['75', 75],
    [' 75 ', 75],
    [0, 0],
    ['0', 0],
    [75, 75],
    ['-5', undefined],
    ['25.5', undefined],
    [25.5, undefined],
    ['75mi', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('parseSearchRadius(%j) is %j', (value, parsed) => {
    expect(parseSearchRadius(value)).toBe(parsed);
  });
});

describe('the source factories', () => {
  it('queryZipSource reads the first zip of the query', async () => {
    expect(await queryZipSource({ zip: ['53703', '78701'] })()).toBe('53703');
    expect(await queryZipSource({ zip: ' 78701 ' })()).toBe('78701');
    expect(await queryZipSource({})()).toBeUndefined();
    expect(await queryZipSource(undefined)()).toBeUndefined();
  });

  it('cookieZipSource reads the stored location cookie', async () => {
    expect(await cookieZipSource(jar(`${COOKIES.userZip.name}=53703`).cookies)()).toBe('53703');
    expect(await cookieZipSource(jar('').cookies)()).toBeUndefined();
  });

  it('cityStateSource asks for the centre zip only when both city and state are given', async () => {
    const centerZip = vi.fn((city: string, state: string) =>
      city === 'Madison' && state === 'WI' ? '53703' : undefined,
    );
    expect(await cityStateSource({ city: 'Madison', state: 'WI' }, centerZip)()).toBe('53703');
    expect(await cityStateSource({ city: 'Madison' }, centerZip)()).toBeUndefined();
    expect(await cityStateSource({ state: 'WI' }, centerZip)()).toBeUndefined();
    expect(centerZip).toHaveBeenCalledTimes(1);
  });

  describe('geolocationSource: "needs opt-in unless a query flag is given"; "failure is only logged"', () => {
    const position = { latitude: 30.2747, longitude: -97.7404 };

    it.each([
      { optedIn: false, requested: false, asked: false },
      { optedIn: true, requested: false, asked: true },
      { optedIn: false, requested: true, asked: true },
    ])(
      'opted in $optedIn, flag $requested: asks the browser $asked',
      async ({ optedIn, requested, asked }) => {
        const getPosition = vi.fn(async () => position);
        const nearestZip = vi.fn(() => '78701');
        const zip = await geolocationSource({ getPosition, nearestZip, optedIn, requested })();
        expect(zip).toBe(asked ? '78701' : undefined);
        expect(getPosition).toHaveBeenCalledTimes(asked ? 1 : 0);
        if (asked) expect(nearestZip).toHaveBeenCalledWith(30.2747, -97.7404);
      },
    );

    it('logs a refused permission and gives nothing; the chain carries on without rejecting', async () => {
      const logger = quietLogger();
      const denied = new Error('User denied Geolocation');
      const result = await resolveLocation({
        runtime: 'browser',
        sources: {
          geolocation: geolocationSource({
            getPosition: () => Promise.reject(denied),
            nearestZip: () => '78701',
            optedIn: true,
            logger,
          }),
        },
        describeZip,
        logger,
      });
      expect(result.resolved).toBe(false);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledWith(GEOLOCATION_FAILED_MESSAGE, denied);
    });

    it('logs a failed nearest-zip call too', async () => {
      const logger = quietLogger();
      const failing = geolocationSource({
        getPosition: () => position,
        nearestZip: () => Promise.reject(new Error('offline')),
        requested: true,
        logger,
      });
      expect(await failing()).toBeUndefined();
      expect(logger.error).toHaveBeenCalledWith(GEOLOCATION_FAILED_MESSAGE, expect.any(Error));
    });

    it.each([
      [{ [GEOLOCATION_QUERY_FLAG]: 'true' }, true],
      [{ [GEOLOCATION_QUERY_FLAG]: '' }, true],
      [{ [GEOLOCATION_QUERY_FLAG]: '1' }, true],
      [{ [GEOLOCATION_QUERY_FLAG]: 'false' }, false],
      [{ [GEOLOCATION_QUERY_FLAG]: '0' }, false],
      [{}, false],
    ])('geolocationRequested(%j) is %j', (query, requested) => {
      expect(geolocationRequested(query)).toBe(requested);
    });
  });

  it.each([
    { rule: 'a human on a fixed line gets the edge zip', options: {}, zip: '78701' },
    { rule: '"not bots"', options: { isBot: true }, zip: undefined },
    { rule: '"not mobile networks"', options: { isMobileNetwork: true }, zip: undefined },
    { rule: '"unless disabled"', options: { disabled: true }, zip: undefined },
  ])('edgeZipSource: $rule', async ({ options, zip }) => {
    expect(await edgeZipSource({ zip: '78701', ...options })()).toBe(zip);
    expect(await edgeZipSource({ zip: () => Promise.resolve('78701'), ...options })()).toBe(zip);
  });
});

describe('resolveLocation on the server with the real zip data', () => {
  const lookups = directoryLookups(createZipcodesDirectory());

  it('resolves a city and state to its centre zip: Madison, WI', async () => {
    const query = { city: 'Madison', state: 'WI' };
    const result = await resolveLocation({
      runtime: 'server',
      sources: {
        query: queryZipSource(query),
        cityState: cityStateSource(query, lookups.centerZip),
        edge: edgeZipSource({ zip: '78701' }),
      },
      describeZip: lookups.describeZip,
      query,
    });
    expect(result.source).toBe('cityState');
    expect(result.query).toMatchObject({ city: 'Madison', state: 'WI', searchRadius: '50' });
    expect(resolvedQuery(result).zip).toMatch(/^537\d\d$/);
  });

  it('resolves browser coordinates to the nearest zip: the Texas capitol is in 78701', async () => {
    const result = await resolveLocation({
      runtime: 'browser',
      sources: {
        geolocation: geolocationSource({
          getPosition: () => ({ latitude: 30.2747, longitude: -97.7404 }),
          nearestZip: lookups.nearestZip,
          optedIn: true,
        }),
      },
      describeZip: lookups.describeZip,
    });
    expect(result).toMatchObject({
      resolved: true,
      source: 'geolocation',
      location: { zip: '78701', city: 'Austin', state: 'TX' },
    });
  });
});
