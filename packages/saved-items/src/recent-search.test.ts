import { describe, expect, it } from 'vitest';
import {
  isRecentSearchStorable,
  MULTIPLE_CAR_SEARCH,
  priceLabel,
  RECENT_SEARCH_HEADING_MAX,
  RECENT_SEARCH_SUBHEADING_MAX,
  recentSearchCarouselRequest,
  recentSearchEntry,
  recentSearchHeading,
  recentSearchLabels,
  searchUrl,
  subheadingCriteria,
  yearLabel,
} from './index';
import { HEADING_CASES, LABELS, STORABLE_CASES, SUBHEADING_CASES, YEAR_OPTIONS } from './rules.cases';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

describe('recent search heading (spec 000 section 5)', () => {
  it.each(HEADING_CASES)('$rule: $title', ({ title, heading }) => {
    expect(recentSearchHeading(title)).toBe(heading);
  });
});

describe('recent search subheading (spec 000 section 5)', () => {
  it.each(SUBHEADING_CASES)('$rule', ({ criteria, expected }) => {
    expect(subheadingCriteria(criteria, { label: LABELS, yearOptions: YEAR_OPTIONS })).toEqual(expected);
  });

  it('shows a year range whose start and end differ when no options are given', () => {
    expect(yearLabel('2015', '2016')).toBe('2015 - 2016');
    expect(yearLabel('2015', undefined)).toBeUndefined();
  });

  it('writes the price labels', () => {
    expect(priceLabel('10000', '20000')).toBe('$10,000 - $20,000');
    expect(priceLabel('1000000', undefined)).toBe('over $1,000,000');
    expect(priceLabel(undefined, '500')).toBe('under $500');
    expect(priceLabel(undefined, undefined)).toBeUndefined();
  });
});

describe('recent search labels (spec 000 section 9)', () => {
  it("cuts the heading to 30 characters plus '...' and the subheading to 55", () => {
    const title = 'Used Mercedes-Benz GLE-Class AMG GLE 53 for Sale';
    const labels = recentSearchLabels(title, {
      makeCodeList: 'MB,BMW,AUDI,PORSCHE',
      modelCodeList: 'GLECLASS,X5,Q7,CAYENNE',
      trimCodeList: 'AMG53,M50I',
    });
    expect(labels.fullHeading).toBe('Used Mercedes-Benz GLE-Class AMG GLE 53');
    expect(labels.heading).toBe(`${labels.fullHeading.slice(0, RECENT_SEARCH_HEADING_MAX)}...`);
    expect(labels.fullSubHeading).toBe('MB, BMW, AUDI, PORSCHE | GLECLASS, X5, Q7, CAYENNE | AMG53, M50I');
    expect(labels.subHeading).toBe(`${labels.fullSubHeading.slice(0, RECENT_SEARCH_SUBHEADING_MAX)}...`);
  });
});

describe('when a recent search is not stored (spec 000 section 5)', () => {
  it.each(STORABLE_CASES)('$rule', ({ title, criteria, stored }) => {
    const labels = recentSearchLabels(title, criteria);
    expect(isRecentSearchStorable(labels.fullHeading, labels.fullSubHeading, criteria)).toBe(stored);
    expect(recentSearchEntry({ title, criteria }, { now: NOW }) !== null).toBe(stored);
  });
});

describe('recentSearchEntry', () => {
  it('holds the url, the criteria with lastExec, the timestamp and the labels', () => {
    const criteria = { listingTypes: 'USED', makeCodeList: 'HONDA,TOYOTA', zip: '78701' };
    const entry = recentSearchEntry(
      { title: 'Used Cars for Sale', criteria, totalResultCount: 42 },
      { now: NOW },
    );
    expect(entry).toEqual({
      url: '/cars-for-sale/used-cars?makeCodeList=HONDA%2CTOYOTA&zip=78701',
      query: { ...criteria, lastExec: '2025-01-15T12:00:00.000Z' },
      timestamp: NOW,
      heading: 'Used Cars',
      fullHeading: 'Used Cars',
      subHeading: 'HONDA, TOYOTA',
      fullSubHeading: 'HONDA, TOYOTA',
      totalResultCount: 42,
    });
  });

  it('keeps a url it is given and builds the valuation brand url without the -cars suffix', () => {
    expect(
      recentSearchEntry({ title: 'x', criteria: { minPrice: '1' }, url: '/given' }, { now: NOW })?.url,
    ).toBe('/given');
    expect(searchUrl({ listingTypes: 'USED' }, 'kbb')).toBe('/cars-for-sale/used');
  });

  it('gives the Multiple Car Search heading for a search of several makes', () => {
    const entry = recentSearchEntry(
      { title: 'Cars for Sale', criteria: { makeCodeList: 'HONDA,FORD' } },
      { now: NOW },
    );
    expect(entry?.heading).toBe(MULTIPLE_CAR_SEARCH);
  });
});

describe('recentSearchCarouselRequest (spec 000 section 7)', () => {
  it('asks for 12 records with the criteria, comma-joined, plus myatcLastExecution', () => {
    const query = {
      makeCodeList: ['HONDA', 'FORD'],
      yearRange: { startYear: 2015, endYear: 2020 },
      zip: '78701',
      lastExec: '2025-01-15T12:00:00.000Z',
    };
    expect(recentSearchCarouselRequest({ query })).toEqual({
      makeCodeList: 'HONDA,FORD',
      startYear: '2015',
      endYear: '2020',
      zip: '78701',
      numRecords: '12',
      myatcLastExecution: '2025-01-15T12:00:00.000Z',
    });
  });
});
