import { describe, expect, it } from 'vitest';
import { countsAsOwnedVehicle, hasConsumerRating, type OwnedVehicle, ownedVehicleCount } from './index';

// "Only owned vehicles that have both a latest zip code and a valuation vehicle id count towards the cars-I-own
// count." (spec 000 section 3)
describe('owned-vehicle count (spec 000 section 3)', () => {
  it.each<[string, OwnedVehicle, boolean]>([
    [
      'zip and valuation id',
      { vehicleid: 1, vehicle_details: { latest_zipcode: '78701' }, kbb_vehicle_id: 4455 },
      true,
    ],
    ['numeric zip and text id', { vehicle_details: { latest_zipcode: 78701 }, kbb_vehicle_id: '4455' }, true],
    ['no zip', { vehicleid: 2, vehicle_details: {}, kbb_vehicle_id: 4455 }, false],
    ['empty zip', { vehicle_details: { latest_zipcode: '' }, kbb_vehicle_id: 4455 }, false],
    ['no vehicle details', { kbb_vehicle_id: 4455 }, false],
    ['null details', { vehicle_details: null, kbb_vehicle_id: 4455 }, false],
    ['no valuation id', { vehicle_details: { latest_zipcode: '78701' } }, false],
    ['null valuation id', { vehicle_details: { latest_zipcode: '78701' }, kbb_vehicle_id: null }, false],
  ])('%s counts: %s', (_label, vehicle, counts) => {
    expect(countsAsOwnedVehicle(vehicle)).toBe(counts);
    expect(ownedVehicleCount([vehicle])).toBe(counts ? 1 : 0);
  });

  it('counts only the qualifying vehicles; "cars-I-own count defaults to 0"', () => {
    const good = { vehicle_details: { latest_zipcode: '78701' }, kbb_vehicle_id: 1 };
    expect(ownedVehicleCount([good, { kbb_vehicle_id: 2 }, good])).toBe(2);
    expect(ownedVehicleCount([])).toBe(0);
    expect(ownedVehicleCount(undefined)).toBe(0);
    expect(ownedVehicleCount(null)).toBe(0);
  });
});

// "A rating is present when the record is non-empty and numberOfReviews is not 0." (spec 001 section 3)
describe('hasConsumerRating (spec 001 section 3)', () => {
  it.each([
    [{ averageOverallRating: 4.6, numberOfReviews: 12 }, true],
    [{ averageOverallRating: 4.6 }, true],
    [{ averageOverallRating: 0, numberOfReviews: 0 }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j: %s', (ratings, present) => {
    expect(hasConsumerRating(ratings)).toBe(present);
  });
});
