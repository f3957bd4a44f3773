import { describe, expect, it } from 'vitest';
import { decodeSeoQueryKeys } from './index';

// spec 000 section 2: "A URL step converts SEO-style query keys (trim, model, series, make, location,
// hybrid/electric) into search parameters by decoding their values"
describe('decodeSeoQueryKeys (spec 000 section 2)', () => {
  it('decodes make, model, trim and location, removing the SEO keys', () => {
    expect(
      decodeSeoQueryKeys({ make: 'honda', model: 'civic', trim: 'ex', location: 'austin-tx', sortBy: 'x' }),
    ).toEqual({
      city: 'Austin',
      makeCode: ['HONDA'],
      modelCode: ['CIVIC'],
      sortBy: 'x',
      state: 'TX',
      trimCode: ['EX'],
    });
  });

  it('"trim is decoded only when make and model are known"', () => {
    expect(decodeSeoQueryKeys({ make: 'honda', trim: 'ex' })).toEqual({ makeCode: ['HONDA'] });
    expect(decodeSeoQueryKeys({ model: 'civic', trim: 'ex' })).toEqual({});
  });

  it('"model and series only when make is known and the target is not already set"', () => {
    expect(decodeSeoQueryKeys({ model: 'civic', series: 'x' })).toEqual({});
    expect(decodeSeoQueryKeys({ make: 'honda', model: 'civic', modelCode: ['ACCORD'] })).toEqual({
      makeCode: ['HONDA'],
      modelCode: ['ACCORD'],
    });
    expect(decodeSeoQueryKeys({ makeCode: ['BMW'], series: '3-series' }, { series: () => 'BMW3' })).toEqual({
      makeCode: ['BMW'],
      seriesCode: ['BMW3'],
    });
  });

  it('"the hybrid/electric key yields the codes HYB and ELE"', () => {
    expect(decodeSeoQueryKeys({ hybridElectric: 'true' })).toEqual({ fuelTypeGroup: ['HYB', 'ELE'] });
  });

  it('"location is decoded together with the zip if one is given"', () => {
    expect(decodeSeoQueryKeys({ location: 'madison-wi', zip: '53703' })).toEqual({
      city: 'Madison',
      state: 'WI',
      zip: '53703',
    });
    expect(decodeSeoQueryKeys({ location: 'madison-wi-53701' })).toEqual({
      city: 'Madison',
      state: 'WI',
      zip: '53701',
    });
  });

  it('resolves the trim through the lookup, and skips it when the lookup fails', () => {
    const ok = decodeSeoQueryKeys(
      { make: 'honda', model: 'civic', trim: 'ex-l' },
      { trimCodes: () => [{ code: 'ex+l' }] },
    );
    expect(ok.trimCode).toEqual(['EX+L']);
    const failing = decodeSeoQueryKeys(
      { make: 'honda', model: 'civic', trim: 'ex-l' },
      {
        trimCodes: () => {
          throw new Error('down');
        },
      },
    );
    expect(failing.trimCode).toEqual(['EX-L']);
  });
});
