import { describe, expect, it, vi } from 'vitest';
import { createSavedItemsStorage, STORAGE_KEYS } from './index';
import { memoryStorage, TEST_NOW, throwingStorage } from './test-support';

const logger = () => ({ error: vi.fn(), warn: vi.fn() });

describe('createSavedItemsStorage (spec 000 section 7: client storage keys)', () => {
  it('round-trips every key', () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const saved = createSavedItemsStorage({ storage, sessionStorage: session });
    const entry = {
      url: '/u',
      query: { lastExec: 'x' },
      timestamp: TEST_NOW,
      heading: 'h',
      fullHeading: 'h',
      subHeading: '',
      fullSubHeading: '',
    };
    saved.writeQuickSaves(['1', '2']);
    saved.writeProfile({ firstName: 'Ada', searchIds: ['s1'], carIds: ['1'] });
    saved.writeRecentSearches([entry]);
    saved.writeRecentInventory([{ id: '9', timestamp: TEST_NOW }]);
    saved.writeLeadProfile({ email: 'a@b.co', isOneClickOptedIn: true });
    saved.writeTextAlerts({ phone: '5551234567' });
    expect(saved.readQuickSaves()).toEqual(['1', '2']);
    expect(saved.readProfile()).toEqual({ firstName: 'Ada', searchIds: ['s1'], carIds: ['1'] });
    expect(saved.readRecentSearches()).toEqual([entry]);
    expect(saved.readRecentInventory()).toEqual([{ id: '9', timestamp: TEST_NOW }]);
    expect(saved.readLeadProfile()).toEqual({ email: 'a@b.co', isOneClickOptedIn: true });
    expect(saved.readTextAlerts()).toEqual({ phone: '5551234567' });
    expect([...storage.map.keys()].sort()).toEqual(
      [
        STORAGE_KEYS.quickSaves,
        STORAGE_KEYS.profile,
        STORAGE_KEYS.recentSearches,
        STORAGE_KEYS.recentInventory,
        STORAGE_KEYS.leadProfile,
      ].sort(),
    );
    expect([...session.map.keys()]).toEqual([STORAGE_KEYS.textAlerts]);
  });

  it('removes a key written as empty', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.quickSaves]: ['1'],
      [STORAGE_KEYS.profile]: { searchIds: [], carIds: [] },
    });
    const saved = createSavedItemsStorage({ storage });
    saved.writeQuickSaves([]);
    saved.writeProfile(undefined);
    expect(storage.map.size).toBe(0);
  });

  it('reads nothing and writes nowhere when there is no storage', () => {
    const saved = createSavedItemsStorage();
    saved.writeQuickSaves(['1']);
    expect(saved.readQuickSaves()).toEqual([]);
    expect(saved.readProfile()).toBeUndefined();
    expect(saved.readTextAlerts()).toBeUndefined();
  });

  it('logs and carries on when the storage throws (refused or full)', () => {
    const log = logger();
    const saved = createSavedItemsStorage({ storage: throwingStorage(), logger: log });
    expect(() => saved.writeQuickSaves(['1'])).not.toThrow();
    expect(saved.readQuickSaves()).toEqual([]);
    expect(saved.readRecentSearches()).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      `Could not write ${STORAGE_KEYS.quickSaves} to storage`,
      expect.any(Error),
    );
    expect(log.warn).toHaveBeenCalledWith(
      `Could not read ${STORAGE_KEYS.quickSaves} from storage`,
      expect.any(Error),
    );
  });

  it('reads malformed data as empty and drops malformed entries', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.quickSaves]: ['1', 2, '', '1', { id: 3 }, '4'],
      [STORAGE_KEYS.profile]: { firstName: 42 },
      [STORAGE_KEYS.recentInventory]: [{ id: '1', timestamp: 5 }, { id: '2' }, 'x'],
      [STORAGE_KEYS.leadProfile]: ['not', 'an', 'object'],
      [STORAGE_KEYS.textAlerts]: { phone: 5551234567 },
    });
    storage.map.set(STORAGE_KEYS.recentSearches, '{not json');
    const saved = createSavedItemsStorage({ storage, logger: logger() });
    expect(saved.readQuickSaves()).toEqual(['1', '4']);
    expect(saved.readProfile()).toBeUndefined();
    expect(saved.readRecentInventory()).toEqual([{ id: '1', timestamp: 5 }]);
    expect(saved.readRecentSearches()).toEqual([]);
    expect(saved.readLeadProfile()).toBeUndefined();
    expect(saved.readTextAlerts()).toBeUndefined();
  });

  it('takes other key names', () => {
    const storage = memoryStorage();
    createSavedItemsStorage({ storage, keys: { quickSaves: 'kbb.quickSaves' } }).writeQuickSaves(['7']);
    expect(storage.map.get('kbb.quickSaves')).toBe('["7"]');
  });
});
