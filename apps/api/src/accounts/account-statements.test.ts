import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FixedStatement } from '../db/fixed-statement';
import type { Schema } from '../db/schema';
import { compileOnly } from '../testing/compile-only';
import { addRecentSearchStatement } from './recent-searches';
import { insertSearchUnlessSavedStatement } from './saved-searches';
import { insertUnlessSavedStatement } from './saved-vehicles';

// Issue 11: the account writes' statements of several CTEs are built by Kysely once (`fixedStatement`). Their SQL
// must not depend on the values: for each set below, the statement kept sends what Kysely builds for it.

const now = new Date('2026-11-22T07:00:00.000Z');

const VEHICLES = [
  {
    id: 'v1',
    consumerId: 'c1',
    listingId: 810001,
    title: null,
    notes: null,
    emailAlerts: false,
    textAlerts: false,
    phone: null,
    now,
    limit: '100',
    alertsOn: false,
  },
  {
    id: 'v2',
    consumerId: 'c2',
    listingId: 810002,
    title: 'Mine',
    notes: 'blue',
    emailAlerts: true,
    textAlerts: true,
    phone: '5125550100',
    now,
    limit: '3',
    alertsOn: true,
  },
];

const SEARCHES = [
  {
    id: 's1',
    consumerId: 'c1',
    brand: 'AT',
    name: 'My saved search',
    criteria: '{"makeCode":"HONDA"}',
    searchString: null,
    emailAlerts: true,
    textAlerts: false,
    cadence: 'instant' as const,
    mobilePhone: null,
    now,
    limit: '25',
    resumesAlerts: false,
  },
  {
    id: 's2',
    consumerId: 'c2',
    brand: 'KBB',
    name: 'Trucks',
    criteria: '{}',
    searchString: 'q=1',
    emailAlerts: false,
    textAlerts: true,
    cadence: 'weekly' as const,
    mobilePhone: '5125550100',
    now,
    limit: '1',
    resumesAlerts: true,
  },
];

const RECENT = [
  {
    consumerId: 'c1',
    heading: 'Used HONDA',
    since: new Date(0),
    newId: 'r1',
    query: '{}',
    entry: '{"a":1}',
    searched_at: now,
  },
  {
    consumerId: 'c2',
    heading: 'New',
    since: now,
    newId: 'r2',
    query: '{"zip":"78701"}',
    entry: '{}',
    searched_at: new Date(1),
  },
];

function sameAsKysely<Args>(db: Kysely<Schema>, statement: FixedStatement<Args, unknown>, values: Args[]) {
  for (const args of values) {
    const kept = statement.compile(db, args);
    const built = statement.build(db, args).compile();
    expect({ sql: kept.sql, parameters: kept.parameters }).toEqual({
      sql: built.sql,
      parameters: built.parameters,
    });
  }
}

describe('the account writes built once', () => {
  const db = compileOnly();

  it('saves a car with the SQL and values Kysely builds for it', () => {
    sameAsKysely(db, insertUnlessSavedStatement, VEHICLES);
  });

  it('saves a search with the SQL and values Kysely builds for it', () => {
    sameAsKysely(db, insertSearchUnlessSavedStatement, SEARCHES);
  });

  it('adds a recent search with the SQL and values Kysely builds for it', () => {
    sameAsKysely(db, addRecentSearchStatement, RECENT);
  });
});
