import { describe, expect, it } from 'vitest';
import type { SearchIndexStatus } from '../search/listing-searcher';
import { movableClock } from '../testing/listing-fixtures';
import { searchIndexHealth } from './search-index-health';

/** A searcher whose status the test sets, and the health function over it. */
function setup() {
  let status: SearchIndexStatus = { index: 'loading', listings: 0 };
  const clock = movableClock();
  const health = searchIndexHealth({ status: async () => status }, clock, async () => '42');
  return { health, clock, set: (next: SearchIndexStatus) => (status = next) };
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

  it("is loaded and current at the database's position once the index holds the last write", async () => {
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
      position: null,
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
