import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LISTINGS, seedAccountListings } from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { DEFAULT_ACCOUNT_LIMITS } from './account-limits';
import { serialisesWrites } from './consumer-lock';
import { saveSearch } from './saved-searches';
import { type AccountContext, deleteBookmark, saveVehicle } from './saved-vehicles';

/** Each statement Kysely builds: whether it locks a row (`for update`) and whether it writes. */
function statementLog() {
  const statements: { locks: boolean; kind: RootOperationNode['kind'] }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push({ locks: JSON.stringify(node).includes('"ForUpdate"'), kind: node.kind });
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { statements, plugin };
}

// Issue 11 (account writes under load): a new save is one statement on PGlite, where the engine serialises every
// transaction, and keeps the consumer lock on PostgreSQL, where two saves of one shopper can run side by side.
describe.each(ENGINES)('the consumer lock on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
    await seedAccountListings(api.database.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serialises writes only on PGlite', () => {
    expect(serialisesWrites(api.database)).toBe(engine === 'pglite');
  });

  it('saves a car and a search in one statement where the engine serialises writes, after the lock elsewhere', async () => {
    const { consumerId } = await api.signIn(`one-statement-${engine}`);
    const log = statementLog();
    const ctx: AccountContext = {
      db: api.database.db.withPlugin(log.plugin),
      consumerId,
      now: new Date(),
      limits: DEFAULT_ACCOUNT_LIMITS,
      writesSerialised: serialisesWrites(api.database),
    };
    const car = await saveVehicle(ctx, { listingId: String(ACCOUNT_LISTINGS.active[0]) });
    expect(car.bookmarkSaved).toBe(true);
    const search = await saveSearch(ctx, { brand: 'AT', searchParams: { makeCode: 'HONDA' } });
    expect(search.isSaved).toBe(true);
    const locked = { locks: true, kind: 'SelectQueryNode' };
    const save = { locks: false, kind: 'SelectQueryNode' };
    expect(log.statements).toEqual(engine === 'pglite' ? [save, save] : [locked, save, locked, save]);

    // A caller that says nothing of its engine gets the lock: the safe default.
    log.statements.length = 0;
    await deleteBookmark(ctx, { listingId: String(ACCOUNT_LISTINGS.active[0]), bookmarkId: car.id ?? '' });
    await saveVehicle(
      { ...ctx, writesSerialised: undefined },
      { listingId: String(ACCOUNT_LISTINGS.active[0]) },
    );
    expect(log.statements.slice(1)).toEqual([locked, save]);
  });
});
