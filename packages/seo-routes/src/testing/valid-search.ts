import fc from 'fast-check';
import type { SearchQuery } from '../search-query';
import {
  DRIVE_GROUP,
  ENGINE,
  EXPERIENCE,
  EXT_COLOR,
  FEATURE,
  FUEL_TYPE_GROUP,
  LISTING_TYPE,
  MAKE,
  SELLER_TYPE,
  US_STATES,
  VEHICLE_STYLE,
  type Vocabulary,
} from '../vocabulary';

const codeOf = (words: Vocabulary) => fc.constantFrom(...words.codes.values());
const listOf = (words: Vocabulary) => fc.uniqueArray(codeOf(words), { minLength: 1, maxLength: 2 });
const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}$/);
const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
const word = fc.stringMatching(/^[a-z]{2,8}$/);
const city = fc
  .array(word, { minLength: 1, maxLength: 3 })
  .map((words) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '));

/**
 * A valid search over every segment kind, in the canonical form `decode` produces minus the default listing
 * type: what `encode` must write as a path that reads back the same.
 */
export const validSearch: fc.Arbitrary<SearchQuery> = fc
  .record(
    {
      experience: codeOf(EXPERIENCE),
      listingType: listOf(LISTING_TYPE),
      sellerType: listOf(SELLER_TYPE),
      vehicleStyleCode: listOf(VEHICLE_STYLE),
      driveGroup: listOf(DRIVE_GROUP),
      engineCode: listOf(ENGINE),
      fuelTypeGroup: listOf(FUEL_TYPE_GROUP),
      featureCode: listOf(FEATURE),
      extColorSimple: listOf(EXT_COLOR),
      minPrice: digits(0, 200_000),
      maxPrice: digits(0, 200_000),
      mpgRange: fc.oneof(
        digits(10, 60).map((n) => `${n}-`),
        fc.tuple(digits(10, 30), digits(31, 99)).map(([a, b]) => `${a}-${b}`),
      ),
      vehicleExchange: fc.constant('true'),
      vehicleUseType: fc
        .constantFrom(['COMMERCIAL'], ['PERSONAL'], ['COMMERCIAL', 'PERSONAL'])
        .map((list) => [...list]),
      year: digits(1981, 2027),
      yearRange: fc.tuple(digits(1981, 2000), digits(2001, 2027)),
      makeCode: fc.uniqueArray(codeOf(MAKE), { minLength: 1, maxLength: 2 }),
      seriesCode: fc.uniqueArray(code, { minLength: 1, maxLength: 2 }),
      modelCode: fc.uniqueArray(code, { minLength: 1, maxLength: 2 }),
      trimCode: fc.uniqueArray(code, { minLength: 1, maxLength: 2 }),
      listingId: digits(10_000, 999_999_999),
      location: fc.record({ city, state: fc.constantFrom(...US_STATES) }),
      zip: fc.stringMatching(/^\d{5}$/),
      searchRadius: digits(0, 500),
      sortBy: fc.constantFrom('derivedpriceASC', 'distanceASC', 'relevance'),
    },
    { requiredKeys: [] },
  )
  .map(({ year, yearRange, location, ...rest }) => {
    const query: SearchQuery = { ...rest };
    if (year) Object.assign(query, { startYear: year, endYear: year });
    else if (yearRange) Object.assign(query, { startYear: yearRange[0], endYear: yearRange[1] });
    if (location) Object.assign(query, location);
    return query;
  });
