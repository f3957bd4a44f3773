import { describe, expect, it } from 'vitest';
import {
  addRecentInventory,
  addRecentSearch,
  freshEntries,
  pushRecent,
  RECENT_HISTORY_DEFAULT_MAX,
  RECENT_HISTORY_EXPIRY_MS,
  RECENT_INVENTORY_MAX,
  RECENT_SEARCHES_MAX,
  type RecentSearchEntry,
  removeRecentSearch,
  uniqueIds,
} from './index';
import { TEST_NOW } from './test-support';

const entry = (heading: string, timestamp = TEST_NOW): RecentSearchEntry => ({
  url: `/cars-for-sale/${heading}`,
  query: { lastExec: new Date(timestamp).toISOString() },
  timestamp,
  heading,
  fullHeading: heading,
  subHeading: '',
  fullSubHeading: '',
});

describe('recent history constants (spec 000 section 9)', () => {
  it('keeps 10 recent searches and 50 recent inventory for 60 days (5184000000 ms); default max 50', () => {
    expect(RECENT_SEARCHES_MAX).toBe(10);
    expect(RECENT_INVENTORY_MAX).toBe(50);
    expect(RECENT_HISTORY_EXPIRY_MS).toBe(5_184_000_000);
    expect(RECENT_HISTORY_DEFAULT_MAX).toBe(50);
  });
});

describe('addRecentSearch', () => {
  it('puts the newest first and de-duplicates by heading (spec 000 section 5)', () => {
    const list = [entry('Used Honda', TEST_NOW - 2000), entry('New Ford', TEST_NOW - 1000)];
    const next = addRecentSearch(list, { ...entry('Used Honda'), subHeading: 'again' }, { now: TEST_NOW });
    expect(next.map((item) => [item.heading, item.subHeading])).toEqual([
      ['Used Honda', 'again'],
      ['New Ford', ''],
    ]);
  });

  it('keeps at most 10', () => {
    let list: RecentSearchEntry[] = [];
    for (let index = 0; index < 12; index += 1)
      list = addRecentSearch(list, entry(`search ${index}`), { now: TEST_NOW });
    expect(list).toHaveLength(10);
    expect(list[0]?.heading).toBe('search 11');
    expect(list[9]?.heading).toBe('search 2');
  });

  it('drops entries 60 days old or more', () => {
    const list = [
      entry('fresh', TEST_NOW - RECENT_HISTORY_EXPIRY_MS + 1),
      entry('expired', TEST_NOW - RECENT_HISTORY_EXPIRY_MS),
    ];
    expect(addRecentSearch(list, entry('new'), { now: TEST_NOW }).map((item) => item.heading)).toEqual([
      'new',
      'fresh',
    ]);
  });

  it('removes by heading', () => {
    expect(removeRecentSearch([entry('a'), entry('b')], 'a').map((item) => item.heading)).toEqual(['b']);
  });
});

describe('addRecentInventory', () => {
  it('de-duplicates by id, newest first, at most 50', () => {
    let list = addRecentInventory([], '1', { now: TEST_NOW - 10 });
    list = addRecentInventory(list, '2', { now: TEST_NOW - 5 });
    list = addRecentInventory(list, '1', { now: TEST_NOW });
    expect(list).toEqual([
      { id: '1', timestamp: TEST_NOW },
      { id: '2', timestamp: TEST_NOW - 5 },
    ]);
    for (let index = 0; index < 60; index += 1)
      list = addRecentInventory(list, `id-${index}`, { now: TEST_NOW });
    expect(list).toHaveLength(50);
  });
});

describe('pushRecent and freshEntries', () => {
  it('defaults to the store max of 50', () => {
    let list: { id: string; timestamp: number }[] = [];
    for (let index = 0; index < 55; index += 1) {
      list = pushRecent(list, { id: String(index), timestamp: TEST_NOW }, (item) => item.id, {
        now: TEST_NOW,
      });
    }
    expect(list).toHaveLength(50);
  });

  it('honours a custom expiry', () => {
    expect(freshEntries([{ timestamp: 0 }, { timestamp: 90 }], 100, 50)).toEqual([{ timestamp: 90 }]);
  });
});

describe('uniqueIds', () => {
  it('"quick-save ids are not duplicated" and empty ids are dropped', () => {
    expect(uniqueIds(['1', '2', '1', '', ' ', null, undefined, 3, '3'])).toEqual(['1', '2', '3']);
  });
});
