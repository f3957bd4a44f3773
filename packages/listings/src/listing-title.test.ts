import { describe, expect, it } from 'vitest';
import {
  displayTrim,
  hydrateListingSummary,
  type Listing,
  listingTitle,
  listingTitleLong,
  listingTypeLabel,
  PACKAGE_TITLE_SUFFIX_LIMIT,
  UNAVAILABLE_TRIM,
} from './index';
import { TITLE_CASES } from './listing-title.cases';

describe('listingTitle (spec 001 section 3, "Derived title")', () => {
  it('quotes the constants', () => {
    expect(PACKAGE_TITLE_SUFFIX_LIMIT).toBe(30); // "Package title suffix limit 30 characters."
    expect(UNAVAILABLE_TRIM).toBe('UNAVAIL'); // "trim hidden if UNAVAIL"
  });

  it.each(TITLE_CASES)('$rule: $title', ({ listing, brand, title }) => {
    expect(listingTitle(listing, brand ? { brand } : {})).toBe(title);
  });

  it('reads the used label from the brand site configuration', () => {
    expect(listingTypeLabel('USED', { brand: 'ford' })).toBe('Used');
    expect(listingTypeLabel('CERTIFIED', { brand: 'ford' })).toBe('Certified');
    expect(listingTypeLabel('3P_CERT')).toBe('Third-party certified');
    expect(listingTypeLabel('USED')).toBe('Used');
    expect(listingTypeLabel('DEMO')).toBe('Demo');
    expect(listingTypeLabel(undefined)).toBeUndefined();
  });

  it.each([
    [{ trim: 'EX' }, 'EX'],
    [{ trim: 'unavail' }, undefined],
    [{ trim: { name: 'EX', code: 'EX' } }, 'EX'],
    [{ trimCode: 'EX' }, undefined],
    [{}, undefined],
  ] as const)('displayTrim(%j) is %s', (listing, trim) => {
    expect(displayTrim(listing)).toBe(trim);
  });
});

describe('listingTitleLong ("Long title adds city, state, zip")', () => {
  const listing: Listing = {
    id: '712345678',
    type: 'USED',
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    owner: { id: 100, location: { address: { city: 'Austin', state: 'TX', zip: '78701' } } },
  };

  it.each([
    ['city, state and zip', listing, 'Used 2019 Honda Civic EX in Austin, TX 78701'],
    [
      'zip only (the listing zip when the address has none)',
      { ...listing, owner: { id: 100 }, zip: '30301' },
      'Used 2019 Honda Civic EX in 30301',
    ],
    [
      'city and state only',
      { ...listing, owner: { location: { address: { city: 'Austin', state: 'TX' } } } },
      'Used 2019 Honda Civic EX in Austin, TX',
    ],
    ['no place: the title', { ...listing, owner: undefined }, 'Used 2019 Honda Civic EX'],
  ])('%s', (_label, input, title) => {
    expect(listingTitleLong(input)).toBe(title);
  });

  it('looks the owner up in the owners map when the owner is an index', () => {
    const owners = { '100': { location: { address: { city: 'Dearborn', state: 'MI', zip: '48120' } } } };
    expect(listingTitleLong({ ...listing, owner: 100 }, { owners, brand: 'ford' })).toBe(
      'Used 2019 Honda Civic EX in Dearborn, MI 48120',
    );
    expect(listingTitleLong({ ...listing, owner: undefined, ownerId: '100' }, { owners })).toBe(
      'Used 2019 Honda Civic EX in Dearborn, MI 48120',
    );
  });
});

describe('hydrateListingSummary (spec 000 section 3, "Hydrated listing summary")', () => {
  it('keeps id, type (from listingType), make, model, trim, title, year, pricingDetail, owner (from ownerId), images', () => {
    const listing: Listing = {
      id: '712345678',
      listingType: 'USED',
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      ownerId: 100,
      pricingDetail: { salePrice: 18995 },
      images: { sources: [{ src: 'a.jpg' }] },
      vin: '2HGFC2F59KH123456',
      mileage: 41000,
    };
    expect(hydrateListingSummary(listing)).toStrictEqual({
      id: '712345678',
      type: 'USED',
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      title: 'Used 2019 Honda Civic EX',
      year: 2019,
      pricingDetail: { salePrice: 18995 },
      owner: 100,
      images: { sources: [{ src: 'a.jpg' }] },
    });
  });

  it('derives the title for the brand and falls back to the listing title when nothing can be derived', () => {
    expect(hydrateListingSummary({ id: '1', type: 'CERTIFIED', make: 'Ford' }, { brand: 'ford' }).title).toBe(
      'Certified Ford',
    );
    expect(hydrateListingSummary({ id: '1', title: '2025 Ford Bronco' })).toStrictEqual({
      id: '1',
      title: '2025 Ford Bronco',
    });
  });
});
