import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centerZipOf, directoryLookups, distanceMiles, type ZipPlace } from './index';
import { createZipcodesDirectory } from './zipcodes';

const zips = createZipcodesDirectory();

describe('createZipcodesDirectory (the zipcodes package as a ZipDirectory)', () => {
  it('looks up a US zip: city, state, latitude, longitude', () => {
    expect(zips.lookup('78701')).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      latitude: 30.2713,
      longitude: -97.7426,
    });
    expect(zips.lookup('53703')).toMatchObject({ city: 'Madison', state: 'WI' });
  });

  it.each([['T0A'], ['00000'], ['7870'], ['78701-1234'], [' 78701']])('knows no %j', (zip) => {
    expect(zips.lookup(zip)).toBeUndefined();
  });

  it('finds a city by name and state, ignoring letter case, with the state as code or name', () => {
    const madison = zips.byCityState('madison', 'Wisconsin');
    expect(madison.map((place) => place.zip)).toContain('53703');
    expect(madison.every((place) => place.city === 'Madison' && place.state === 'WI')).toBe(true);
    expect(zips.byCityState('MADISON', 'wi')).toEqual(madison);
    expect(madison.map((place) => place.zip)).toEqual([...madison.map((place) => place.zip)].sort());
    expect(zips.byCityState('Atlantis', 'TX')).toEqual([]);
  });

  it('finds the zip nearest to a point: the Texas and Wisconsin capitols', () => {
    expect(zips.nearest(30.2747, -97.7404)?.zip).toBe('78701');
    expect(zips.nearest(43.0747, -89.3842)?.zip).toBe('53703');
  });

  it('answers nothing for a point that is not a number', () => {
    expect(zips.nearest(Number.NaN, -97)).toBeUndefined();
    expect(zips.nearest(30, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  // A scan of every zip per run: seconds on a loaded CI machine, so it gets a longer budget than the default.
  it('finds the same distance as a scan of every zip (grid search is exact)', { timeout: 30_000 }, () => {
    const positioned: ZipPlace[] = [];
    for (let n = 0; n < 100000; n += 1) {
      const place = zips.lookup(String(n).padStart(5, '0'));
      if (place?.latitude !== undefined) positioned.push(place);
    }
    const scan = (latitude: number, longitude: number) =>
      Math.min(
        ...positioned.map((place) =>
          distanceMiles(
            { latitude, longitude },
            { latitude: place.latitude ?? 0, longitude: place.longitude ?? 0 },
          ),
        ),
      );
    fc.assert(
      fc.property(
        fc.double({ min: 17, max: 72, noNaN: true }),
        fc.double({ min: -179.9, max: -64, noNaN: true }),
        (latitude, longitude) => {
          const found = zips.nearest(latitude, longitude);
          const miles = distanceMiles(
            { latitude, longitude },
            { latitude: found?.latitude ?? 0, longitude: found?.longitude ?? 0 },
          );
          expect(miles).toBeCloseTo(scan(latitude, longitude), 9);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('directoryLookups (the chain and market lookups answered from the directory)', () => {
  const lookups = directoryLookups(zips, {
    enrich: (zip) => (zip === '78701' ? { dma: '635', defaultSearchRadius: 75 } : undefined),
  });

  it('describes a zip with its city and state, plus what `enrich` adds', () => {
    expect(lookups.describeZip('78701')).toMatchObject({
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      dma: '635',
      defaultSearchRadius: 75,
    });
    expect(lookups.describeZip('53703')).toEqual(zips.lookup('53703'));
    expect(lookups.describeZip('5370')).toBeUndefined();
  });

  it('gives the centre zip of a city: one of its zips, nearest to their mean position', () => {
    const center = lookups.centerZip('Madison', 'WI');
    expect(zips.byCityState('Madison', 'WI').map((place) => place.zip)).toContain(center);
    expect(center).toBe(centerZipOf(zips.byCityState('Madison', 'WI')));
    expect(lookups.centerZip('Atlantis', 'TX')).toBeUndefined();
  });

  it('gives the nearest zip to coordinates, so geolocation needs no maps script', () => {
    expect(lookups.nearestZip(30.2747, -97.7404)).toBe('78701');
  });
});
