import { describe, expect, it } from 'vitest';
import { bodyStyleNames, type Listing, listingTitle } from './listing-view';

const CIVIC = {
  id: '700001',
  listingType: 'USED',
  year: 2020,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  title: '2020 Honda Civic EX',
} as Listing;

describe('listingTitle: "Derived title: type + year + make + model + trim" (spec 001 s3)', () => {
  it('reads the listing type first on the main and valuation brands', () => {
    expect(listingTitle(CIVIC, 'atc')).toBe('Used 2020 Honda Civic EX');
    expect(listingTitle(CIVIC, 'kbb')).toBe('Used 2020 Honda Civic EX');
  });

  it('reads a used car as Used on the carmaker brand too (issue 29; spec 001 s3 said Certified)', () => {
    expect(listingTitle(CIVIC, 'ford')).toBe('Used 2020 Honda Civic EX');
    expect(listingTitle({ ...CIVIC, listingType: 'CERTIFIED' }, 'ford')).toBe(
      'Certified 2020 Honda Civic EX',
    );
    expect(listingTitle({ ...CIVIC, listingType: 'NEW' }, 'ford')).toBe('New 2020 Honda Civic EX');
  });

  it('keeps the listing’s own title when there is too little to derive one', () => {
    expect(listingTitle({ id: '700002', title: 'Classic roadster' } as Listing, 'ford')).toBe(
      'Classic roadster',
    );
  });
});

describe('bodyStyleNames: "synonyms map to these (Crossover to SUV, ...)" (spec 001 s9)', () => {
  it('reads the vehicle style codes as the body style order names them, unknown codes as given', () => {
    expect(bodyStyleNames({ ...CIVIC, bodyStyleCodes: ['SUVCROSS', 'VANMV', 'LIMO'] } as Listing)).toEqual([
      'SUV',
      'Van',
      'LIMO',
    ]);
    expect(bodyStyleNames(CIVIC)).toEqual([]);
  });
});
