import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centerZipOf, createNearestZipIndex, distanceMiles, type ZipPlace } from './index';

const place = (zip: string, latitude: number | undefined, longitude: number | undefined): ZipPlace => ({
  zip,
  city: 'Somewhere',
  state: 'ZZ',
  latitude,
  longitude,
});

describe('createNearestZipIndex', () => {
  it('builds its grid on the first search, not before', () => {
    let reads = 0;
    const nearest = createNearestZipIndex(() => {
      reads += 1;
      return [place('00001', 10, 10)];
    });
    expect(reads).toBe(0);
    expect(nearest(10, 10)?.zip).toBe('00001');
    expect(nearest(11, 11)?.zip).toBe('00001');
    expect(reads).toBe(1);
  });

  it('answers nothing when no place has a position (0,0 counts as none)', () => {
    const nearest = createNearestZipIndex(() => [place('00001', undefined, undefined), place('00002', 0, 0)]);
    expect(nearest(0, 0)).toBeUndefined();
  });

  it('looks across the antimeridian', () => {
    const nearest = createNearestZipIndex(() => [place('00001', 52, 179.9), place('00002', 52, -178)]);
    expect(nearest(52, -179.9)?.zip).toBe('00001');
  });

  it('finds a far place when nothing is near', () => {
    const nearest = createNearestZipIndex(() => [place('00001', -40, 100)]);
    expect(nearest(45, -90)?.zip).toBe('00001');
  });

  it('is exact at high latitudes, where a degree of longitude is short', () => {
    // 70N: ten degrees east is about 236 miles; 1.5 degrees north about 104 miles.
    const nearest = createNearestZipIndex(() => [place('00001', 70, -150), place('00002', 71.5, -160)]);
    expect(nearest(70, -160)?.zip).toBe('00002');
    const alsoNear = createNearestZipIndex(() => [place('00001', 75, -152), place('00002', 72.9, -160)]);
    expect(alsoNear(75, -160)?.zip).toBe('00001');
  });

  it('agrees with a scan of every place, anywhere on earth', () => {
    const point = fc.record({
      latitude: fc.double({ min: -85, max: 85, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 40 }), point, (points, query) => {
        const places = points.map((at, i) => place(String(i).padStart(5, '0'), at.latitude, at.longitude));
        const found = createNearestZipIndex(() => places)(query.latitude, query.longitude);
        const best = Math.min(...points.map((at) => distanceMiles(query, at)));
        const foundAt = {
          latitude: found?.latitude ?? Number.NaN,
          longitude: found?.longitude ?? Number.NaN,
        };
        expect(distanceMiles(query, foundAt)).toBeCloseTo(best, 9);
      }),
      { numRuns: 200 },
    );
  });
});

describe('centerZipOf', () => {
  it('takes the zip nearest to the mean position', () => {
    expect(centerZipOf([place('00003', 0, 0.1), place('00001', 0, -1), place('00002', 0, 1)])).toBe('00003');
  });

  it('takes the lowest zip when no place has a position, and nothing for no places', () => {
    expect(centerZipOf([place('00002', undefined, undefined), place('00001', undefined, undefined)])).toBe(
      '00001',
    );
    expect(centerZipOf([])).toBeUndefined();
  });
});
