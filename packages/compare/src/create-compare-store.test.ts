import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_CASES } from './compare.cases';
import {
  COMPARE_FETCH_ALL_COUNT,
  COMPARE_FETCH_DEFAULT_COUNT,
  COMPARE_MAX,
  COMPARE_STORAGE_EXPIRY_MS,
  COMPARE_STORAGE_KEY,
  CompareError,
  type CompareStoreOptions,
  createCompareStore,
} from './index';
import { MemoryStorage } from './test-storage';

const T0 = Date.UTC(2025, 0, 6, 12);
const DAY = 86_400_000;

function stored(storage: MemoryStorage) {
  const raw = storage.items.get(COMPARE_STORAGE_KEY);
  return raw === undefined ? undefined : JSON.parse(raw);
}

function seed(storage: MemoryStorage, ids: string[], date = T0) {
  storage.items.set(COMPARE_STORAGE_KEY, JSON.stringify({ date, ids }));
}

function setup(ids: string[] = [], options: CompareStoreOptions = {}) {
  const storage = new MemoryStorage();
  if (ids.length) seed(storage, ids);
  const clock = { now: T0 };
  const fetchListings = vi.fn(async (requested: readonly string[]) => ({
    listings: requested.map((id) => ({ id, ownerId: `o${id}` })),
    owners: {},
  }));
  const store = createCompareStore({ storage, now: () => clock.now, fetchListings, ...options });
  return { storage, clock, fetchListings, store };
}

describe('constants (spec 001 sections 4 and 9)', () => {
  it('quotes the spec', () => {
    expect(COMPARE_MAX).toBe(5); // "Compare maximum 5"
    expect(COMPARE_STORAGE_EXPIRY_MS).toBe(259200000); // "older than 3 days (259200000 ms)"
    expect(COMPARE_STORAGE_EXPIRY_MS).toBe(3 * DAY);
    expect(COMPARE_FETCH_DEFAULT_COUNT).toBe(3); // "Fetch shows the last 3 by default"
    expect(COMPARE_FETCH_ALL_COUNT).toBe(5); // "(5 when requested)"
  });
});

describe('add and remove (spec 001 section 4: "Add only if not present and fewer than five")', () => {
  it.each(COMPARE_CASES)('$rule', ({ start, steps, end }) => {
    const { store, storage } = setup(start);
    for (const step of steps) {
      if ('add' in step) expect(store.getState().add(step.add)).toBe(step.outcome);
      else expect(store.getState().remove(step.remove)).toBe(step.removed);
    }
    expect(store.getState().activeResults).toEqual(end);
    // "Both persist."
    if (end.length) expect(stored(storage).ids).toEqual(end);
    else expect(stored(storage)).toBeUndefined();
  });

  it('persists the stored compare record as "date and ids" (spec 001 section 3)', () => {
    const { store, storage, clock } = setup();
    clock.now = T0 + 1234;
    store.getState().add('712345678');
    expect(stored(storage)).toEqual({ date: T0 + 1234, ids: ['712345678'] });
  });

  it('does not write when an add is ignored, so the stored date does not move', () => {
    const { store, storage, clock } = setup(['10001', '10002', '10003', '10004', '10005']);
    clock.now = T0 + DAY;
    store.getState().add('10006');
    store.getState().add('10001');
    expect(stored(storage).date).toBe(T0);
  });

  it('notifies subscribers once per change and not for an ignored add', () => {
    const { store } = setup(['10001', '10002', '10003', '10004', '10005']);
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().add('10006');
    expect(listener).not.toHaveBeenCalled();
    store.getState().remove('10001');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([[''], ['abc'], [' '], [42 as unknown as string], [undefined as unknown as string]])(
    'throws CompareError INVALID_LISTING_ID for %j ("listing ids must contain digits")',
    (id) => {
      const { store } = setup();
      expect(() => store.getState().add(id)).toThrow(CompareError);
      try {
        store.getState().add(id);
      } catch (error) {
        expect((error as CompareError).code).toBe('INVALID_LISTING_ID');
      }
      expect(store.getState().activeResults).toEqual([]);
    },
  );

  it('clear empties the list and removes the record', () => {
    const { store, storage } = setup(['10001', '10002']);
    store.getState().clear();
    expect(store.getState().activeResults).toEqual([]);
    expect(storage.items.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it('keeps the invariants for any sequence of adds and removes', () => {
    const id = fc.integer({ min: 10000, max: 10009 }).map(String);
    const op = fc.oneof(
      id.map((value) => ({ add: value })),
      id.map((value) => ({ remove: value })),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const { store, storage } = setup();
        const model: string[] = [];
        for (const step of ops) {
          if ('add' in step) {
            store.getState().add(step.add);
            if (!model.includes(step.add) && model.length < 5) model.push(step.add);
          } else {
            store.getState().remove(step.remove);
            if (model.includes(step.remove)) model.splice(model.indexOf(step.remove), 1);
          }
        }
        const { activeResults } = store.getState();
        expect(activeResults).toEqual(model);
        expect(new Set(activeResults).size).toBe(activeResults.length);
        expect(activeResults.length).toBeLessThanOrEqual(COMPARE_MAX);
        expect(stored(storage)?.ids ?? []).toEqual(model);
      }),
      { numRuns: 200 },
    );
  });
});

describe('stored list expiry ("discarded when older than 3 days (259200000 ms)")', () => {
  it.each([
    ['written just now', 0, true],
    ['one day old', DAY, true],
    ['1 ms short of 3 days', 259200000 - 1, true],
    ['exactly 3 days old (not older)', 259200000, true],
    ['1 ms older than 3 days', 259200000 + 1, false],
    ['a week old', 7 * DAY, false],
  ])('a record %s is kept: %s', (_label, age, kept) => {
    const storage = new MemoryStorage();
    seed(storage, ['10001', '10002'], T0 - age);
    const store = createCompareStore({ storage, now: () => T0 });
    expect(store.getState().activeResults).toEqual(kept ? ['10001', '10002'] : []);
    // A discarded record is removed so it is not read again.
    expect(storage.items.has(COMPARE_STORAGE_KEY)).toBe(kept);
  });

  it('each write renews the date, so the 3 days count from the last change', () => {
    const { store, storage, clock } = setup(['10001']);
    clock.now = T0 + 2 * DAY;
    store.getState().add('10002');
    const later = createCompareStore({ storage, now: () => T0 + 4 * DAY });
    expect(later.getState().activeResults).toEqual(['10001', '10002']);
  });

  it('uses Date.now by default (fake timers)', () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      vi.setSystemTime(T0);
      createCompareStore({ storage }).getState().add('10001');
      expect(stored(storage).date).toBe(T0);
      vi.setSystemTime(T0 + COMPARE_STORAGE_EXPIRY_MS + 1);
      expect(createCompareStore({ storage }).getState().activeResults).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrate re-reads the record, for example after another tab changed it', () => {
    const { store, storage, clock } = setup(['10001']);
    seed(storage, ['10001', '10003'], T0);
    store.getState().hydrate();
    expect(store.getState().activeResults).toEqual(['10001', '10003']);
    clock.now = T0 + 3 * DAY + 1;
    store.getState().hydrate();
    expect(store.getState().activeResults).toEqual([]);
  });
});

describe('safe when storage is missing or throws', () => {
  it('works in memory with no storage', () => {
    const store = createCompareStore({ fetchListings: async () => ({}) });
    expect(store.getState().add('10001')).toBe('added');
    expect(store.getState().activeResults).toEqual(['10001']);
    store.getState().hydrate();
    expect(store.getState().activeResults).toEqual(['10001']);
  });

  it('starts empty when reading throws, and still adds', () => {
    const storage = new MemoryStorage();
    seed(storage, ['10001']);
    storage.failGet = true;
    const store = createCompareStore({ storage, now: () => T0 });
    expect(store.getState().activeResults).toEqual([]);
    expect(store.getState().add('10002')).toBe('added');
  });

  it('keeps the in-memory list when writing throws (storage full)', () => {
    const { store, storage } = setup();
    storage.failSet = true;
    storage.failRemove = true;
    expect(store.getState().add('10001')).toBe('added');
    expect(store.getState().add('10002')).toBe('added');
    expect(store.getState().remove('10001')).toBe(true);
    store.getState().clear();
    expect(store.getState().activeResults).toEqual([]);
  });

  it('survives an expired record whose removal throws', () => {
    const storage = new MemoryStorage();
    seed(storage, ['10001'], T0 - 4 * DAY);
    storage.failRemove = true;
    expect(createCompareStore({ storage, now: () => T0 }).getState().activeResults).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['no date', JSON.stringify({ ids: ['10001'] })],
    ['date as text', JSON.stringify({ date: 'yesterday', ids: ['10001'] })],
    ['ids not a list', JSON.stringify({ date: T0, ids: '10001' })],
    ['ids not strings', JSON.stringify({ date: T0, ids: [10001] })],
  ])('discards a malformed record (%s)', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.items.set(COMPARE_STORAGE_KEY, raw);
    expect(createCompareStore({ storage, now: () => T0 }).getState().activeResults).toEqual([]);
    expect(storage.items.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it('keeps distinct listing ids and the newest five of an edited record', () => {
    const storage = new MemoryStorage();
    seed(storage, ['10001', '10001', 'x', '10002', '10003', '10004', '10005', '10006']);
    expect(createCompareStore({ storage, now: () => T0 }).getState().activeResults).toEqual([
      '10002',
      '10003',
      '10004',
      '10005',
      '10006',
    ]);
  });

  it('uses the storageKey option', () => {
    const { store, storage } = setup([], { storageKey: 'my-compare' });
    store.getState().add('10001');
    expect(storage.items.get('my-compare')).toBe(JSON.stringify({ date: T0, ids: ['10001'] }));
  });
});

describe('loadListings ("Fetch shows the last 3 by default (5 when requested)")', () => {
  const five = ['10001', '10002', '10003', '10004', '10005'];

  it.each([
    [{}, ['10003', '10004', '10005']],
    [{ showAll: false }, ['10003', '10004', '10005']],
    [{ showAll: true }, five],
  ])('%j fetches %j', async (options, expected) => {
    const { store, fetchListings } = setup(five);
    const reply = await store.getState().loadListings(options);
    expect(fetchListings).toHaveBeenCalledWith(expected);
    expect(reply.listings?.map((listing) => listing.id)).toEqual(expected);
    expect(store.getState().compareListings).toBe(reply);
    expect(store.getState().loading).toBe(false);
  });

  it('fetches all of a shorter list', async () => {
    const { store, fetchListings } = setup(['10001', '10002']);
    await store.getState().loadListings();
    expect(fetchListings).toHaveBeenCalledWith(['10001', '10002']);
  });

  it('sets loading while the fetch is in flight', async () => {
    let resolve: (value: object) => void = () => {};
    const { store } = setup(['10001'], { fetchListings: () => new Promise((r) => (resolve = r)) });
    const pending = store.getState().loadListings();
    expect(store.getState().loading).toBe(true);
    resolve({ listings: [{ id: '10001' }] });
    await pending;
    expect(store.getState().loading).toBe(false);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('ETIMEDOUT')), 1],
    [
      'throws',
      () => {
        throw new Error('EOPENBREAKER');
      },
      1,
    ],
    ['resolves to null', () => Promise.resolve(null as unknown as object), 0],
  ])(
    '"Compare listing fetch failure falls back to an empty object" (fetch %s)',
    async (_label, failing, reported) => {
      const onFetchError = vi.fn();
      const { store } = setup(['10001'], { fetchListings: failing, onFetchError });
      await expect(store.getState().loadListings()).resolves.toEqual({});
      expect(store.getState().compareListings).toEqual({});
      expect(store.getState().loading).toBe(false);
      expect(onFetchError).toHaveBeenCalledTimes(reported);
    },
  );

  it('does not call the service for an empty list', async () => {
    const { store, fetchListings } = setup();
    await expect(store.getState().loadListings()).resolves.toEqual({});
    expect(fetchListings).not.toHaveBeenCalled();
  });

  it('ignores the reply of a superseded call', async () => {
    const resolvers: Array<(value: object) => void> = [];
    const { store } = setup(['10001'], {
      fetchListings: () => new Promise((r) => resolvers.push(r)),
    });
    const first = store.getState().loadListings();
    const second = store.getState().loadListings();
    resolvers[1]?.({ listings: [{ id: 'new' }] });
    await second;
    resolvers[0]?.({ listings: [{ id: 'old' }] });
    await first;
    expect(store.getState().compareListings).toEqual({ listings: [{ id: 'new' }] });
  });

  it('removing an id drops its fetched listing', async () => {
    const { store } = setup(['10001', '10002']);
    await store.getState().loadListings();
    store.getState().remove('10001');
    expect(store.getState().compareListings.listings?.map((listing) => listing.id)).toEqual(['10002']);
  });
});

describe('the default fetcher', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('uses the global fetch at call time and gives {} on a non-OK reply', async () => {
    const store = createCompareStore({ now: () => T0 });
    store.getState().add('10001');
    await expect(store.getState().loadListings()).resolves.toEqual({});
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the compare page and the drawer on it ("Fetch shows the last 3 by default (5 when requested)")', () => {
  it('keeps the five of the page when the drawer asks for its default three of the same list after it', async () => {
    const asked: string[][] = [];
    const { store } = setup(['10001', '10002', '10003', '10004'], {
      fetchListings: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return { listings: ids.map((id) => ({ id })) };
      },
    });
    const page = store.getState().loadListings({ showAll: true });
    const drawer = store.getState().loadListings();
    await Promise.all([page, drawer]);
    expect(asked).toEqual([['10001', '10002', '10003', '10004']]);
    expect(store.getState().compareListings.listings?.map((listing) => listing.id)).toEqual([
      '10001',
      '10002',
      '10003',
      '10004',
    ]);
  });

  it('asks again once the list has changed', async () => {
    const asked: string[][] = [];
    const { store } = setup(['10001', '10002', '10003', '10004'], {
      fetchListings: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return { listings: ids.map((id) => ({ id })) };
      },
    });
    await store.getState().loadListings({ showAll: true });
    store.getState().add('10005');
    await store.getState().loadListings();
    expect(asked.at(-1)).toEqual(['10003', '10004', '10005']);
  });
});
