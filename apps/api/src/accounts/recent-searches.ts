import { randomUUID } from 'node:crypto';
import type { CONTRACTS, ContractRequest, RecentSearch } from '@forecourt/contracts';
import { type Kysely, sql } from 'kysely';
import { fixedStatement } from '../db/fixed-statement';
import type { RecentSearchesTable, Schema } from '../db/schema';
import { notFound } from '../http/api-failure';
import type { AccountContext } from './saved-vehicles';

type Entry = ContractRequest<typeof CONTRACTS.addRecentSearch>['body'];

/** "Recent searches: max 10, expiry 60 days (5184000000 ms)" (spec 000 s9). */
export const RECENT_SEARCH_MAX = 10;
export const RECENT_SEARCH_EXPIRY_MS = 5_184_000_000;

/** Criteria that do not make a search worth keeping on their own (spec 000 s5). */
const IGNORED_KEYS = new Set(['zip', 'searchRadius', 'startYear', 'endYear', 'marketExtension', 'lastExec']);
const STYLE_KEYS = new Set(['vehicleStyleCodes', 'vehicleStyleCode']);

/**
 * Spec 000 s5 "Recent search is not stored if: its heading is 'Multiple Car Search' with an empty subheading; or
 * the only criteria besides zip, searchRadius, startYear, endYear and marketExtension are a single vehicle style
 * (a one-item list or a single value)."
 */
export function isStorableRecentSearch(entry: Pick<Entry, 'heading' | 'subHeading' | 'query'>): boolean {
  if (entry.heading === 'Multiple Car Search' && entry.subHeading.trim() === '') return false;
  const keys = Object.keys(entry.query).filter((key) => !IGNORED_KEYS.has(key));
  if (keys.length !== 1 || !STYLE_KEYS.has(keys[0] ?? '')) return true;
  const value = entry.query[keys[0] ?? ''];
  const single = Array.isArray(value)
    ? value.length === 1
    : typeof value === 'string' && !value.includes(',');
  return !single;
}

/** The caller's recent searches, newest first, at most 10, none older than 60 days. */
export async function listRecentSearches(ctx: AccountContext): Promise<RecentSearch[]> {
  const since = new Date(ctx.now.getTime() - RECENT_SEARCH_EXPIRY_MS);
  const rows = await ctx.db
    .selectFrom('recent_searches')
    .select(['entry'])
    .where('consumer_id', '=', ctx.consumerId)
    .where('searched_at', '>', since)
    .where('entry', 'is not', null)
    .orderBy('searched_at', 'desc')
    .orderBy('id')
    .limit(RECENT_SEARCH_MAX)
    .execute();
  return rows.map((row) => row.entry as unknown as RecentSearch);
}

const columns = (entry: Entry) => ({
  query: JSON.stringify(entry.query),
  entry: JSON.stringify(entry),
  searched_at: new Date(entry.timestamp),
});

/**
 * Adds a recent search; one with the same heading is replaced ("de-duplicated by heading", spec 000 s5), and what
 * is past the 10 newest or past the expiry goes. One statement (each is a round trip, and on PGlite a turn of its
 * one connection; an upsert, a prune and a list in a transaction were four with `begin` and `commit`), atomic as
 * any statement: never an 11th search kept because a second half failed.
 *
 * The statements of a CTE share one snapshot, so none sees another's writes: the 10 kept are chosen first, from
 * the stored searches and the new entry as it will be stored (under the id of the search it replaces), then the
 * entry is written only if it is among them and every stored search that is not is deleted (the one it would have
 * replaced included). The list answered is those 10.
 */
export async function addRecentSearch(ctx: AccountContext, entry: Entry): Promise<RecentSearch[]> {
  if (!isStorableRecentSearch(entry)) return listRecentSearches(ctx);
  const values = columns(entry);
  const { rows } = await addRecentSearchStatement.execute(ctx.db, {
    consumerId: ctx.consumerId,
    heading: entry.heading,
    since: new Date(ctx.now.getTime() - RECENT_SEARCH_EXPIRY_MS),
    newId: randomUUID(),
    ...values,
  });
  return rows.map((row) => row.entry as unknown as RecentSearch);
}

/** The values of `addRecentSearchStatement`. */
interface NewRecentSearch extends Record<string, unknown> {
  consumerId: string;
  heading: string;
  /** The oldest search kept: older ones have expired. */
  since: Date;
  /** The entry's id when it replaces no search of its heading. */
  newId: string;
  query: string;
  entry: string;
  searched_at: Date;
}

/** `addRecentSearch`'s statement: its SQL is the same for every entry, so Kysely builds it once. */
export const addRecentSearchStatement = fixedStatement((db: Kysely<Schema>, add: NewRecentSearch) =>
  db
    .with('replaced', (db) =>
      db
        .selectFrom('recent_searches')
        .select('id')
        .where('consumer_id', '=', add.consumerId)
        .where('heading', '=', add.heading),
    )
    .with('candidates', (db) =>
      db
        .selectFrom('recent_searches')
        .select(['id', 'entry', 'searched_at'])
        .where('consumer_id', '=', add.consumerId)
        .where('heading', '<>', add.heading)
        .where('searched_at', '>', add.since)
        .unionAll(
          db
            .selectNoFrom((eb) => [
              eb.fn
                .coalesce(eb.selectFrom('replaced').select('id'), sql<string>`${add.newId}::text`)
                .as('id'),
              sql<RecentSearchesTable['entry']>`${add.entry}::jsonb`.as('entry'),
              sql<Date>`${add.searched_at}::timestamptz`.as('searched_at'),
            ])
            .where(sql<Date>`${add.searched_at}::timestamptz`, '>', add.since),
        ),
    )
    .with('kept', (db) =>
      db
        .selectFrom('candidates')
        .selectAll()
        .orderBy('searched_at', 'desc')
        .orderBy('id')
        .limit(RECENT_SEARCH_MAX),
    )
    .with('written', (db) =>
      db
        .insertInto('recent_searches')
        .columns(['id', 'consumer_id', 'heading', 'query', 'entry', 'searched_at'])
        .expression((eb) =>
          eb
            .selectFrom('kept')
            .select((row) => [
              row.val(add.newId).as('id'),
              row.val(add.consumerId).as('consumer_id'),
              row.val(add.heading).as('heading'),
              row.val(add.query).as('query'),
              row.val(add.entry).as('entry'),
              row.val(add.searched_at).as('searched_at'),
            ])
            // The entry's own row among the kept: the search it replaces, or the new one.
            .where(({ eb: where, or, selectFrom }) =>
              or([
                where('kept.id', 'in', selectFrom('replaced').select('replaced.id')),
                where('kept.id', '=', add.newId),
              ]),
            ),
        )
        .onConflict((conflict) =>
          conflict.columns(['consumer_id', 'heading']).doUpdateSet({
            query: add.query,
            entry: add.entry,
            searched_at: add.searched_at,
          }),
        )
        .returning('id'),
    )
    .with('pruned', (db) =>
      db
        .deleteFrom('recent_searches')
        .where('consumer_id', '=', add.consumerId)
        .where('id', 'not in', (eb) => eb.selectFrom('kept').select('kept.id'))
        .returning('id'),
    )
    .selectFrom('kept')
    .select('entry')
    .where('entry', 'is not', null)
    .orderBy('searched_at', 'desc')
    .orderBy('id'),
);

/** Edits the caller's recent search of the same heading; none is a 404. */
export async function updateRecentSearch(ctx: AccountContext, entry: Entry): Promise<RecentSearch[]> {
  const result = await ctx.db
    .updateTable('recent_searches')
    .set(columns(entry))
    .where('consumer_id', '=', ctx.consumerId)
    .where('heading', '=', entry.heading)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(`Recent search '${entry.heading}'`);
  return listRecentSearches(ctx);
}

/** Removes the caller's recent search by heading; an unknown heading is no error. */
export async function removeRecentSearch(ctx: AccountContext, heading: string): Promise<RecentSearch[]> {
  await ctx.db
    .deleteFrom('recent_searches')
    .where('consumer_id', '=', ctx.consumerId)
    .where('heading', '=', heading)
    .execute();
  return listRecentSearches(ctx);
}
