import { describe, expect, it } from 'vitest';
import * as zipcodes from 'zipcodes';
import { createRadiusFilter, DEFAULT_SEARCH_RADIUS, distanceMiles, withinRadius, zipDistance } from './index';
import { createZipcodesDirectory } from './zipcodes';

const zips = createZipcodesDirectory();

describe('distanceMiles (haversine, miles)', () => {
  it('is 0 from a point to itself', () => {
    expect(
      distanceMiles({ latitude: 30.2713, longitude: -97.7426 }, { latitude: 30.2713, longitude: -97.7426 }),
    ).toBe(0);
  });

  it('gives about 69.1 miles for one degree of longitude on the equator', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(69.09, 1);
  });

  it('takes the short way across the antimeridian', () => {
    expect(distanceMiles({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      69.09,
      1,
    );
  });
});

describe('zipDistance over the real zip data', () => {
  it('78701 Austin TX to 53703 Madison WI is about 997 miles, as the zipcodes package rounds it', () => {
    const miles = zipDistance(zips, '78701', '53703');
    expect(miles).toBeCloseTo(997.5, 0);
    expect(Math.round(miles ?? 0)).toBe(zipcodes.distance('78701', '53703'));
    expect(zipDistance(zips, '53703', '78701')).toBe(miles);
  });

  it('is undefined for an unknown zip or one without a position', () => {
    expect(zipDistance(zips, '78701', '00000')).toBeUndefined();
    expect(zipDistance(zips, '99999', '78701')).toBeUndefined();
    // 34001 (APO, AA) has no position in the data.
    expect(zips.lookup('34001')).toMatchObject({ city: 'Apo', state: 'AA', latitude: undefined });
    expect(zipDistance(zips, '34001', '78701')).toBeUndefined();
  });
});

describe('withinRadius: the search radius around a centre zip', () => {
  const CASES: { rule: string; center: string; zip: string; radius: number; inside: boolean }[] = [
    { rule: 'the centre itself', center: '78701', zip: '78701', radius: 1, inside: true },
    {
      rule: 'a neighbour inside the default radius of 50',
      center: '78701',
      zip: '78702',
      radius: DEFAULT_SEARCH_RADIUS,
      inside: true,
    },
    {
      rule: 'San Antonio (78205) is about 74 miles from Austin: outside 50',
      center: '78701',
      zip: '78205',
      radius: 50,
      inside: false,
    },
    { rule: '... and inside 75', center: '78701', zip: '78205', radius: 75, inside: true },
    {
      rule: 'Madison is outside 990 miles of Austin',
      center: '78701',
      zip: '53703',
      radius: 990,
      inside: false,
    },
    {
      rule: 'Madison is inside 1000 miles of Austin',
      center: '78701',
      zip: '53703',
      radius: 1000,
      inside: true,
    },
    {
      rule: 'radius 0 is "any distance": everything',
      center: '78701',
      zip: '53703',
      radius: 0,
      inside: true,
    },
    { rule: 'radius 0 takes an unknown zip too', center: '78701', zip: '00000', radius: 0, inside: true },
    { rule: 'an unknown zip is outside', center: '78701', zip: '00000', radius: 5000, inside: false },
    {
      rule: 'an unknown centre has nothing inside',
      center: '00000',
      zip: '78701',
      radius: 5000,
      inside: false,
    },
    {
      rule: 'a zip without a position is outside',
      center: '78701',
      zip: '34001',
      radius: 5000,
      inside: false,
    },
    {
      rule: 'a negative radius has nothing inside',
      center: '78701',
      zip: '78701',
      radius: -1,
      inside: false,
    },
  ];

  it.each(CASES)('$rule', ({ center, zip, radius, inside }) => {
    expect(withinRadius(zips, center, zip, radius)).toBe(inside);
  });

  it('createRadiusFilter looks the centre up once for a whole list', () => {
    let lookups = 0;
    const counting = {
      lookup: (zip: string) => {
        lookups += 1;
        return zips.lookup(zip);
      },
    };
    const near = createRadiusFilter(counting, '53703', 25);
    expect(['53703', '53704', '53590', '60601', '78701'].filter(near)).toEqual(['53703', '53704', '53590']);
    expect(lookups).toBe(1 + 5);
  });
});
