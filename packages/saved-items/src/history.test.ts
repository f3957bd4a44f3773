import { describe, expect, it } from 'vitest';
import { RECENT_HISTORY_EXPIRY_MS, STORAGE_KEYS } from './index';
import { setup, TEST_NOW } from './test-support';

const stored = (heading: string, timestamp: number) => ({
  url: '/cars-for-sale/used-cars',
  query: { lastExec: new Date(timestamp).toISOString() },
  timestamp,
  heading,
  fullHeading: heading,
  subHeading: '',
  fullSubHeading: '',
});

describe('recent history in the store (spec 000 sections 3, 5, 9)', () => {
  it('records a search with its labels, newest first, de-duplicated by heading, and keeps it in storage', () => {
    const t = setup({ brand: 'atc' });
    t.state.recordRecentSearch({
      title: 'Used Honda for Sale',
      criteria: { makeCodeList: 'HONDA', listingTypes: 'USED' },
    });
    t.setNow(TEST_NOW + 1000);
    const entry = t.state.recordRecentSearch(
      {
        title: 'Used Honda for Sale',
        criteria: { makeCodeList: 'HONDA', listingTypes: 'USED', maxPrice: '20000' },
      },
      { yearOptions: { min: 1990, max: 2026 } },
    );
    expect(entry).toMatchObject({
      heading: 'Used Honda',
      subHeading: 'under $20,000',
      timestamp: TEST_NOW + 1000,
      url: '/cars-for-sale/used-cars/cars-under-20000/honda',
    });
    expect(t.state.recentSearches).toEqual([entry]);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual([entry]);
  });

  it('does not record a search the rules leave out', () => {
    const t = setup();
    expect(t.state.recordRecentSearch({ title: 'Cars for Sale', criteria: { zip: '78701' } })).toBeNull();
    expect(t.state.recentSearches).toEqual([]);
    expect(t.storage.map.has(STORAGE_KEYS.recentSearches)).toBe(false);
  });

  it('reads history from storage once, dropping entries 60 days old, before recording', () => {
    const t = setup();
    t.storage.map.set(
      STORAGE_KEYS.recentSearches,
      JSON.stringify([stored('Old', TEST_NOW - RECENT_HISTORY_EXPIRY_MS), stored('Kept', TEST_NOW - 1)]),
    );
    t.storage.map.set(STORAGE_KEYS.recentInventory, JSON.stringify([{ id: '9', timestamp: TEST_NOW - 5 }]));
    t.state.recordRecentInventory('10');
    expect(t.state.recentInventory).toEqual([
      { id: '10', timestamp: TEST_NOW },
      { id: '9', timestamp: TEST_NOW - 5 },
    ]);
    expect(t.state.recentSearches.map((entry) => entry.heading)).toEqual(['Kept']);
    expect(JSON.parse(t.storage.map.get(STORAGE_KEYS.recentSearches) ?? '[]')).toHaveLength(1);
    t.state.removeRecentSearch('Kept');
    expect(t.state.recentSearches).toEqual([]);
  });

  it('keeps entries the store already holds first when it reads storage, de-duplicated by heading', () => {
    const t = setup({ state: { recentSearches: [stored('Used Ford', TEST_NOW - 1)] } });
    t.storage.map.set(
      STORAGE_KEYS.recentSearches,
      JSON.stringify([stored('Used Ford', TEST_NOW - 100), stored('New Honda', TEST_NOW - 50)]),
    );
    t.state.hydrateRecentHistory();
    expect(t.state.recentSearches.map((entry) => [entry.heading, entry.timestamp])).toEqual([
      ['Used Ford', TEST_NOW - 1],
      ['New Honda', TEST_NOW - 50],
    ]);
  });

  it('"Recent searches: max 10, expiry 60 days": the next day an 11th search pushes out the oldest', () => {
    const t = setup();
    const day = 86_400_000;
    t.storage.map.set(
      STORAGE_KEYS.recentSearches,
      JSON.stringify(Array.from({ length: 10 }, (_, n) => stored(`Search ${n}`, TEST_NOW - day - n))),
    );
    t.state.recordRecentSearch({ title: 'Used Honda for Sale', criteria: { makeCodeList: 'HONDA' } });
    expect(t.state.recentSearches).toHaveLength(10);
    expect(t.state.recentSearches[0]?.heading).toBe('Used Honda');
    expect(t.state.recentSearches.map((entry) => entry.heading)).not.toContain('Search 9');
  });

  it('hydrates history with the user', async () => {
    const t = setup();
    t.storage.map.set(STORAGE_KEYS.recentInventory, JSON.stringify([{ id: '9', timestamp: TEST_NOW }]));
    await t.state.hydrateUser({ signedIn: false });
    expect(t.state.recentInventory).toEqual([{ id: '9', timestamp: TEST_NOW }]);
  });
});

describe('recent searches from the cache refresh (spec 000 section 4)', () => {
  it('hydrates them and records that they are set', async () => {
    const recentSearches = [{ heading: 'Used Honda', timestamp: TEST_NOW }];
    const t = setup({ data: { recentSearches } });
    expect(t.state.recentSearchesSet).toBe(false);
    await t.state.loadRecentSearches();
    expect(t.state.accountRecentSearches).toEqual(recentSearches);
    expect(t.state.recentSearchesSet).toBe(true);
  });

  it('gives an empty list on failure, only logged', async () => {
    const t = setup({ state: { accountRecentSearches: [{ heading: 'x', timestamp: 1 }] } });
    t.client.queue('refreshCache', new Error('Service Unavailable'));
    expect(await t.state.loadRecentSearches()).toEqual({ success: false, reason: 'server' });
    expect(t.state.accountRecentSearches).toEqual([]);
    expect(t.state.recentSearchesSet).toBe(true);
    expect(t.state.globalAlert).toBeNull();
    expect(t.logger.error).toHaveBeenCalledWith('loadRecentSearches failed', expect.any(Error));
  });
});
