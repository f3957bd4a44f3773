import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findSavedSearch,
  SAVED_SEARCH_NAME_MAX,
  type SavedItemsState,
  savedSearchCriteriaLines,
  savedSearchName,
} from './index';
import { openPanels, setup } from './test-support';

describe('savedSearchName: saved searches named by the recent-search label rules (spec 000 s5)', () => {
  it("strips the ' for Sale' suffix", () => {
    expect(savedSearchName('Used Honda Civic for Sale', { makeCode: 'HONDA', modelCode: 'CIVIC' })).toBe(
      'Used Honda Civic',
    );
  });

  it("names a heading starting with 'Cars' 'Multiple Car Search'", () => {
    expect(savedSearchName('Cars for Sale', { makeCodeList: ['HONDA', 'TOYOTA'] })).toBe(
      'Multiple Car Search | HONDA, TOYOTA',
    );
  });

  it("adds the price as 'min - max', 'over min' or 'under max'", () => {
    expect(savedSearchName('Used SUVs for Sale', { minPrice: '10000', maxPrice: '20000' })).toBe(
      'Used SUVs | $10,000 - $20,000',
    );
    expect(savedSearchName('Used SUVs for Sale', { minPrice: '10000' })).toBe('Used SUVs | over $10,000');
    expect(savedSearchName('Used SUVs for Sale', { maxPrice: '20000' })).toBe('Used SUVs | under $20,000');
  });

  it('shows a year range only when start and end differ, and a make only when several are chosen', () => {
    expect(
      savedSearchName('Used Honda for Sale', { makeCode: 'HONDA', startYear: '2020', endYear: '2020' }),
    ).toBe('Used Honda');
    expect(
      savedSearchName('Used Honda for Sale', { makeCode: 'HONDA', startYear: '2018', endYear: '2022' }),
    ).toBe('Used Honda | 2018 - 2022');
  });

  it('takes at most 3 criteria, in the fixed order, and names codes through the label option', () => {
    const name = savedSearchName(
      'Cars for Sale',
      {
        extColorsSimple: ['RED', 'BLUE'],
        maxPrice: '30000',
        makeCodeList: ['HONDA', 'TOYOTA'],
        startYear: '2018',
        endYear: '2022',
      },
      {
        label: (criterion, code) =>
          criterion === 'make' ? `${code[0]}${code.slice(1).toLowerCase()}` : undefined,
      },
    );
    expect(name).toBe('Multiple Car Search | 2018 - 2022 | Honda, Toyota | under $30,000');
  });

  it('is cut to the longest name the account API keeps, with no "..."', () => {
    const name = savedSearchName(`Used ${'Very Long Model '.repeat(10)}for Sale`, {});
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('...')).toBe(false);
  });
});

describe('findSavedSearch', () => {
  const saved = [
    { id: 'a', searchParams: { makeCodeList: ['TOYOTA', 'HONDA'], zip: '78701' } },
    { id: 'b', searchParams: { makeCode: 'FORD' } },
  ];

  it('finds a search saved with its keys and lists in another order, on any page or sort', () => {
    expect(
      findSavedSearch(saved, { zip: '78701', makeCodeList: ['HONDA', 'TOYOTA'], firstRecord: '50' })?.id,
    ).toBe('a');
    expect(findSavedSearch(saved, { makeCode: ['FORD'], sortBy: 'derivedpriceASC' })?.id).toBe('b');
  });

  it('finds nothing for other criteria', () => {
    expect(findSavedSearch(saved, { makeCodeList: ['HONDA'], zip: '78701' })).toBeUndefined();
    expect(findSavedSearch(saved, { makeCode: 'FORD', zip: '78701' })).toBeUndefined();
  });
});

describe('savedSearchCriteriaLines', () => {
  it('lists every criterion, named, even a single make (unlike a subheading)', () => {
    expect(
      savedSearchCriteriaLines({
        makeCode: 'HONDA',
        modelCode: 'CIVIC',
        startYear: '2018',
        maxPrice: '20000',
        listingType: ['USED'],
        zip: '78701',
        searchRadius: '50',
      }),
    ).toEqual([
      { name: 'Year', value: '2018 and newer' },
      { name: 'Make', value: 'HONDA' },
      { name: 'Model', value: 'CIVIC' },
      { name: 'Price', value: 'under $20,000' },
      { name: 'Condition', value: 'Used' },
      { name: 'ZIP', value: '78701' },
      { name: 'Distance', value: 'Within 50 miles' },
    ]);
  });
});

describe('saving a search names it and drops the run-only keys', () => {
  const signedIn: Partial<SavedItemsState> = { signedIn: true, profile: { searchIds: [], carIds: [] } };
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the name from the page's heading and the criteria without paging or sort", async () => {
    const t = setup({ brand: 'atc', state: signedIn });
    await t.state.saveSearch({
      title: 'Used Honda Civic for Sale',
      criteria: {
        makeCode: 'HONDA',
        modelCode: 'CIVIC',
        maxPrice: '20000',
        firstRecord: '25',
        sortBy: 'year',
      },
    });
    expect(t.client.requestsOf('saveSearch')).toEqual([
      {
        brand: 'AT',
        searchName: 'Used Honda Civic | under $20,000',
        searchParams: { makeCode: 'HONDA', modelCode: 'CIVIC', maxPrice: '20000' },
      },
    ]);
    expect(t.state.bookmarks.search?.title).toBe('Used Honda Civic | under $20,000');
    expect(openPanels(t.state)).toEqual(['savedSearchModal']);
  });

  it("keeps the shopper's own name over the heading", async () => {
    const t = setup({ state: signedIn });
    await t.state.saveSearch({
      title: 'Used Cars for Sale',
      searchName: 'Commute',
      criteria: { zip: '78701' },
    });
    expect(t.client.requestsOf('saveSearch')[0]).toMatchObject({ searchName: 'Commute' });
  });
});
