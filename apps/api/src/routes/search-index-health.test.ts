import { describe, expect, it } from 'vitest';
import type { SearchIndexStatus } from '../search/listing-searcher';
import { movableClock } from '../testing/listing-fixtures';
import { searchIndexHealth } from './search-index-health';

/** A searcher whose status the test sets, and the health function over it. */
function setup() {
  const before = { position: '0', appliedAt: null, lagMs: null, layered: 0 };
  let status: SearchIndexStatus = { index: 'loading', listings: 0, loaded: false, ...before };
  const clock = movableClock();
  const health = searchIndexHealth({ status: async () => status }, clock);
  type Shown = Pick<SearchIndexStatus, 'index' | 'listings'> & Partial<SearchIndexStatus>;
  // Loaded from the first current status on, at change-log position 42, as the searcher says it.
  let loaded = false;
  const set = (next: Shown) => {
    loaded ||= next.index === 'current';
    status = { ...before, loaded, ...(loaded && { position: '42', appliedAt: 0, lagMs: 0 }), ...next };
  };
  return { health, clock, set };
}

describe('searchIndexHealth', () => {
  it('is not loaded, with no position or lag, before the first index is current', async () => {
    const { health } = setup();
    expect(await health()).toEqual({
      loaded: false,
      current: false,
      listings: 0,
      position: null,
      lagMs: null,
    });
  });

  it('is loaded and current at the change-log position it applied once the index holds the last write', async () => {
    const { health, set } = setup();
    set({ index: 'current', listings: 1200 });
    expect(await health()).toEqual({ loaded: true, current: true, listings: 1200, position: '42', lagMs: 0 });
  });

  it('an empty inventory is loaded once current', async () => {
    const { health, set } = setup();
    set({ index: 'current', listings: 0 });
    expect((await health()).loaded).toBe(true);
  });

  it('stays loaded behind a write, its lag counted from when it was first seen behind', async () => {
    const { health, set, clock } = setup();
    set({ index: 'current', listings: 1200 });
    await health();
    set({ index: 'loading', listings: 1200 });
    expect(await health()).toEqual({
      loaded: true,
      current: false,
      listings: 1200,
      position: '42',
      lagMs: 0,
    });
    clock.advance(1500);
    expect((await health()).lagMs).toBe(1500);
    clock.advance(500);
    expect((await health()).lagMs).toBe(2000);
    set({ index: 'current', listings: 1201 });
    expect(await health()).toMatchObject({ current: true, lagMs: 0, position: '42' });
  });

  it('stays loaded once it was, even when a reload leaves it empty for a moment', async () => {
    const { health, set } = setup();
    set({ index: 'current', listings: 0 });
    await health();
    set({ index: 'loading', listings: 0 });
    expect((await health()).loaded).toBe(true);
  });
});
