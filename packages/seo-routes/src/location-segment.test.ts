import { describe, expect, it } from 'vitest';
import { decode, decodeLocationSegment, encode, encodeLocationSegment } from './index';

// Spec 001 s2: "Location slugs are {city}-{state} or {city}-{state}-{zip} (5-digit zip) as the last path segment";
// "City and state, or a zip, become a location segment." The place a shopper picks in the location form (issue 29).
describe('the location segment of a place chosen in the location form', () => {
  it.each([
    [{ city: 'Houston', state: 'TX', zip: '77002' }, 'houston-tx-77002'],
    [{ city: 'San Antonio', state: 'tx', zip: '78205' }, 'san-antonio-tx-78205'],
    [{ city: 'Winston-Salem', state: 'NC', zip: '27101' }, 'winston-salem-nc-27101'],
    [{ city: "Coeur d'Alene", state: 'ID', zip: '83814' }, "coeur-d'alene-id-83814"],
    [{ city: 'Seattle', state: 'WA' }, 'seattle-wa'],
  ])(
    '%o is %s, and reads back as the same place',
    (place: { city: string; state: string; zip?: string }, segment) => {
      expect(encodeLocationSegment(place)).toBe(segment);
      const back = decodeLocationSegment(segment);
      expect(back).toBeDefined();
      expect(encodeLocationSegment(back)).toBe(segment);
      expect(back?.state).toBe(place.state.toUpperCase());
      expect(back?.zip).toBe(place.zip);
    },
  );

  it('goes last in a search path and is decoded from there: /cars-for-sale/all-cars/houston-tx-77002', () => {
    const decoded = decode('/cars-for-sale/all-cars/houston-tx-77002');
    expect(decoded).toMatchObject({ ok: true });
    const query = (decoded as { query: Record<string, unknown> }).query;
    expect(query).toMatchObject({ city: 'Houston', state: 'TX', zip: '77002' });
    expect(encode({ ...query }).pathname).toBe('/cars-for-sale/houston-tx-77002');
  });
});
