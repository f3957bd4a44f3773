import type { SearchOptions } from '@forecourt/contracts';
import { savedSearchCriteriaLines } from '@forecourt/saved-items';
import { describe, expect, it } from 'vitest';
import { referenceLabel } from './reference-label';

const OPTIONS = {
  makes: [{ code: 'HONDA', name: 'Honda' }],
  models: [
    {
      code: 'CIVIC',
      name: 'Civic',
      makeCode: 'HONDA',
      trims: [{ code: 'CIVIC|EX', name: 'EX' }],
      classSeries: [],
      categories: [],
    },
  ],
  vehicleStyles: [{ code: 'SEDAN', name: 'Sedan' }],
  extColorGroups: [{ code: 'BLUE', name: 'Blue' }],
} as unknown as SearchOptions;

describe('referenceLabel', () => {
  it('names makes, models, trims, styles and colours by the reference data, leaving unknown codes as they are', () => {
    const label = referenceLabel(OPTIONS);
    expect(
      savedSearchCriteriaLines(
        {
          makeCode: 'HONDA',
          modelCode: 'CIVIC',
          trimCode: 'CIVIC|EX',
          vehicleStyleCode: 'SEDAN',
          extColorsSimple: ['BLUE', 'PLAID'],
        },
        { label },
      ).map((line) => `${line.name}: ${line.value}`),
    ).toEqual(['Make: Honda', 'Model: Civic', 'Trim: EX', 'Body style: Sedan', 'Color: Blue, PLAID']);
  });

  it('knows no names before the reference data has loaded', () => {
    expect(referenceLabel(undefined)('make', 'HONDA')).toBeUndefined();
  });
});
