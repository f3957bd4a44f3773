import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnly } from '../testing/compile-only';
import { fixedStatement } from './fixed-statement';
import type { Schema } from './schema';

const byListing = fixedStatement(
  (db: Kysely<Schema>, args: { consumerId: string; listingId: number; since: Date; title: string | null }) =>
    db
      .selectFrom('saved_vehicles')
      .select(['id', sql<string | null>`${args.title}`.as('title')])
      .where('consumer_id', '=', args.consumerId)
      .where('listing_id', '=', args.listingId)
      .where('created_at', '>', args.since)
      .where('brand', '=', 'KBB')
      .limit(3),
);

describe('a statement built once', () => {
  const db = compileOnly();

  it("sends Kysely's own SQL and parameters for every set of values", () => {
    const values = [
      { consumerId: 'a', listingId: 1, since: new Date(0), title: 'First' },
      { consumerId: 'b', listingId: 22, since: new Date(1_000), title: null },
    ];
    for (const args of values) {
      const kept = byListing.compile(db, args);
      const built = byListing.build(db, args).compile();
      expect({ sql: kept.sql, parameters: kept.parameters }).toEqual({
        sql: built.sql,
        parameters: built.parameters,
      });
      expect(kept.parameters).toEqual([args.title, args.consumerId, args.listingId, args.since, 'KBB', 3]);
    }
  });

  it('builds each time for a database with plugins, so they see every statement', () => {
    const seen: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }) => {
        seen.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const args = { consumerId: 'c', listingId: 3, since: new Date(0), title: null };
    byListing.compile(db.withPlugin(plugin), args);
    byListing.compile(db.withPlugin(plugin), args);
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });
});
