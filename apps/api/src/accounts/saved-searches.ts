import { randomUUID } from 'node:crypto';
import {
  type AlertCadence,
  type CONTRACTS,
  type ContractReply,
  type ContractRequest,
  DEFAULT_ALERT_CADENCE,
} from '@forecourt/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import { fixedStatement } from '../db/fixed-statement';
import type { SavedSearchesTable, Schema } from '../db/schema';
import { notFound } from '../http/api-failure';
import { ACCOUNT_MESSAGES, error, warn } from './account-messages';
import { countedInsert, resumeAlerts, withConsumerLock } from './consumer-lock';
import { isValidPhone, phoneDigits } from './phone-rules';
import type { AccountContext } from './saved-vehicles';

type SaveSearchBody = ContractRequest<typeof CONTRACTS.saveSearch>['body'];
type SaveSearchReply = ContractReply<typeof CONTRACTS.saveSearch>;
export type SearchCriteria = Record<string, string | string[]>;
type SavedSearchRow = Selectable<SavedSearchesTable>;

/** The name of a search saved without one (ours). */
export const DEFAULT_SEARCH_NAME = 'My saved search';

/**
 * Criteria as stored and compared: keys sorted, lists sorted and without repeats, so the same search saved
 * twice, its keys in another order, is found "already existing".
 */
export function normaliseCriteria(criteria: Readonly<SearchCriteria>): SearchCriteria {
  const normal: SearchCriteria = {};
  for (const key of Object.keys(criteria).sort()) {
    const value = criteria[key];
    if (value === undefined) continue;
    normal[key] = Array.isArray(value) ? [...new Set(value)].sort() : value;
  }
  return normal;
}

/** A saved search as the bookmark fields of spec 000 s3 name it. */
export function toSearchBookmark(row: SavedSearchRow) {
  return {
    id: row.id,
    title: row.name,
    version: row.version,
    savedDate: new Date(row.created_at).toISOString(),
    ...(row.search_string !== null && { searchString: row.search_string }),
    searchParams: row.query,
    alert: { sendEmailAlerts: row.email_alerts, sendTextAlerts: row.text_alerts, cadence: row.cadence },
  };
}

export interface NewSearch {
  brand: string;
  criteria: SearchCriteria;
  name?: string | undefined;
  searchString?: string | undefined;
  sendEmailAlerts?: boolean | undefined;
  sendTextAlerts?: boolean | undefined;
  /** @default DEFAULT_ALERT_CADENCE ('instant') */
  alertCadence?: AlertCadence | undefined;
  mobilePhone?: string | null | undefined;
  /**
   * A new search saved with its e-mail alert on also resumes the shopper's alerts after an opt-out, in the same
   * transaction. @default false (e-mail light registration: a light record cannot opt out)
   */
  resumesAlerts?: boolean | undefined;
}

export type NewSearchOutcome =
  | { kind: 'saved'; row: SavedSearchRow }
  | { kind: 'existing'; row: SavedSearchRow }
  | { kind: 'over-limit' };

/**
 * Saves a search for a shopper unless the same criteria are saved under the brand already, or the saved-search
 * limit is reached. E-mail alerts are on for a new search unless it says otherwise: alerts are what saving a
 * search is for (e-mail light registration saves nothing else). `writesSerialised`: the engine runs one
 * statement at a time (`serialisesWrites`), so no lock is taken.
 */
export function createSavedSearch(
  db: Kysely<Schema>,
  consumerId: string,
  search: NewSearch,
  limit: number,
  now: Date,
  writesSerialised = false,
): Promise<NewSearchOutcome> {
  const values: NewSavedSearch = {
    id: randomUUID(),
    consumerId,
    brand: search.brand,
    name: search.name?.trim() || DEFAULT_SEARCH_NAME,
    criteria: JSON.stringify(normaliseCriteria(search.criteria)),
    searchString: search.searchString ?? null,
    emailAlerts: search.sendEmailAlerts ?? true,
    textAlerts: search.sendTextAlerts ?? false,
    cadence: search.alertCadence ?? DEFAULT_ALERT_CADENCE,
    mobilePhone: search.mobilePhone ?? null,
    now,
    limit: String(limit),
    resumesAlerts: search.resumesAlerts === true,
  };
  return countedInsert(
    db,
    consumerId,
    async (trx): Promise<NewSearchOutcome> => {
      const { rows } = await insertSearchUnlessSavedStatement.execute(trx, values);
      const row = rows[0];
      if (!row) return { kind: 'over-limit' };
      const { kind, ...saved } = row;
      return { kind: kind === 'saved' ? 'saved' : 'existing', row: saved };
    },
    writesSerialised,
  );
}

/** The values of `insertSearchUnlessSavedStatement`. */
interface NewSavedSearch extends Record<string, unknown> {
  id: string;
  consumerId: string;
  brand: string;
  name: string;
  /** The normalised criteria as JSON (`normaliseCriteria`). */
  criteria: string;
  searchString: string | null;
  emailAlerts: boolean;
  textAlerts: boolean;
  cadence: AlertCadence;
  mobilePhone: string | null;
  now: Date;
  /** The saved-search limit, as the count's text compares. */
  limit: string;
  resumesAlerts: boolean;
}

/**
 * The check, the insert and the resumed alerts as one statement (`countedInsert`): a failing part undoes the whole
 * statement. Its SQL is the same for every search, so Kysely builds it once (`fixedStatement`).
 */
export const insertSearchUnlessSavedStatement = fixedStatement((db: Kysely<Schema>, save: NewSavedSearch) =>
  db
    .with('existing', (db) =>
      db
        .selectFrom('saved_searches')
        .selectAll()
        .where('consumer_id', '=', save.consumerId)
        .where('brand', '=', save.brand)
        .where(sql<boolean>`query = ${save.criteria}::jsonb`),
    )
    .with('saved', (db) =>
      db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('consumer_id', '=', save.consumerId),
    )
    .with('inserted', (db) =>
      db
        .insertInto('saved_searches')
        .columns([
          'id',
          'consumer_id',
          'brand',
          'name',
          'query',
          'search_string',
          'email_alerts',
          'text_alerts',
          'cadence',
          'mobile_phone',
          'created_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('saved')
            .select((row) => [
              row.val(save.id).as('id'),
              row.val(save.consumerId).as('consumer_id'),
              row.val(save.brand).as('brand'),
              row.val(save.name).as('name'),
              row.val(save.criteria).as('query'),
              row.val(save.searchString).as('search_string'),
              row.val(save.emailAlerts).as('email_alerts'),
              row.val(save.textAlerts).as('text_alerts'),
              row.val(save.cadence).as('cadence'),
              row.val(save.mobilePhone).as('mobile_phone'),
              row.val(save.now).as('created_at'),
              row.val(save.now).as('updated_at'),
            ])
            .where(({ exists, not, selectFrom }) => not(exists(selectFrom('existing').select('id'))))
            .where('saved.count', '<', save.limit),
        )
        .returningAll(),
    )
    .with('resumed', (db) =>
      db
        .updateTable('consumers')
        .set({ opted_out_at: null, updated_at: save.now })
        .where('id', '=', save.consumerId)
        .where('opted_out_at', 'is not', null)
        .where(sql<boolean>`${save.resumesAlerts}`)
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('inserted').select('id').where('inserted.email_alerts', '=', true)),
        )
        .returning('id'),
    )
    .selectFrom('inserted')
    .selectAll()
    .select(sql.lit('saved').as('kind'))
    .unionAll((eb) => eb.selectFrom('existing').selectAll().select(sql.lit('existing').as('kind'))),
);

const phoneProblem = (body: SaveSearchBody, storedPhone: string | null) => {
  const phone = body.mobilePhone === undefined ? storedPhone : phoneDigits(body.mobilePhone) || null;
  const bad = (body.mobilePhone && !isValidPhone(phone)) || (body.sendTextAlerts && !isValidPhone(phone));
  return { phone, bad: Boolean(bad) };
};

/** POST search: saves a search (searchParams) or updates one (bookmarkId), with the concurrency of POST vehicle. */
export async function saveSearch(ctx: AccountContext, body: SaveSearchBody): Promise<SaveSearchReply> {
  if (body.bookmarkId !== undefined) return updateSavedSearch(ctx, body, body.bookmarkId);
  const { phone, bad } = phoneProblem(body, null);
  if (bad) {
    return {
      isSaved: false,
      isExisting: false,
      msgs: [error(ACCOUNT_MESSAGES.invalidPhone)],
      responseCode: '400',
    };
  }
  const outcome = await createSavedSearch(
    ctx.db,
    ctx.consumerId,
    {
      brand: body.brand,
      criteria: body.searchParams ?? {},
      name: body.searchName,
      searchString: body.searchString,
      sendEmailAlerts: body.sendEmailAlerts,
      sendTextAlerts: body.sendTextAlerts,
      alertCadence: body.alertCadence,
      mobilePhone: phone,
      resumesAlerts: true,
    },
    ctx.limits.savedSearches,
    ctx.now,
    ctx.writesSerialised,
  );
  if (outcome.kind === 'over-limit') {
    return {
      isSaved: false,
      isExisting: false,
      isOverLimit: true,
      msgs: [error(ACCOUNT_MESSAGES.searchLimit(ctx.limits.savedSearches))],
      responseCode: '409',
    };
  }
  return {
    ...toSearchBookmark(outcome.row),
    isSaved: outcome.kind === 'saved',
    isExisting: outcome.kind === 'existing',
    isOverLimit: false,
    responseCode: '200',
  };
}

async function findOwn(ctx: AccountContext, id: string) {
  return ctx.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('consumer_id', '=', ctx.consumerId)
    .executeTakeFirst();
}

async function updateSavedSearch(
  ctx: AccountContext,
  body: SaveSearchBody,
  bookmarkId: string,
): Promise<SaveSearchReply> {
  const row = await findOwn(ctx, bookmarkId);
  if (!row) throw notFound(`Saved search ${bookmarkId}`);
  const { phone, bad } = phoneProblem(body, row.mobile_phone);
  if (bad) {
    return {
      id: row.id,
      version: row.version,
      isSaved: false,
      isExisting: true,
      msgs: [error(ACCOUNT_MESSAGES.invalidPhone)],
      responseCode: '400',
    };
  }
  // The flags and the resumed alerts change together, under the lock an opt-out takes first too.
  return withConsumerLock(
    ctx.db,
    ctx.consumerId,
    (trx) => writeUpdate({ ...ctx, db: trx }, body, bookmarkId, phone),
    ctx.writesSerialised,
  );
}

async function writeUpdate(
  ctx: AccountContext,
  body: SaveSearchBody,
  bookmarkId: string,
  phone: string | null,
): Promise<SaveSearchReply> {
  let update = ctx.db
    .updateTable('saved_searches')
    .set((eb) => ({
      ...(body.searchName !== undefined && { name: body.searchName.trim() || DEFAULT_SEARCH_NAME }),
      ...(body.sendEmailAlerts !== undefined && { email_alerts: body.sendEmailAlerts }),
      ...(body.sendTextAlerts !== undefined && { text_alerts: body.sendTextAlerts }),
      ...(body.alertCadence !== undefined && { cadence: body.alertCadence }),
      ...(body.mobilePhone !== undefined && { mobile_phone: phone }),
      version: eb('version', '+', 1),
      updated_at: ctx.now,
    }))
    .where('id', '=', bookmarkId)
    .where('consumer_id', '=', ctx.consumerId);
  if (body.version !== undefined && !body.overwriteFlag) update = update.where('version', '=', body.version);
  const updated = await update.returningAll().executeTakeFirst();
  if (!updated) {
    const current = await findOwn(ctx, bookmarkId);
    if (!current) throw notFound(`Saved search ${bookmarkId}`);
    return {
      ...toSearchBookmark(current),
      isSaved: false,
      isExisting: true,
      msgs: [warn(ACCOUNT_MESSAGES.versionConflict)],
      responseCode: '409',
    };
  }
  if (body.sendEmailAlerts || body.sendTextAlerts) await resumeAlerts(ctx.db, ctx.consumerId, ctx.now);
  return { ...toSearchBookmark(updated), isSaved: true, isExisting: true, responseCode: '200' };
}

/**
 * POST search/delete: "Only when responseCode is '200' is the id removed locally" (spec 000 s4). The version is
 * read and not checked: a delete is what the shopper asked for, whatever changed on another device.
 */
export async function deleteSearch(ctx: AccountContext, bookmarkId: string) {
  const result = await ctx.db
    .deleteFrom('saved_searches')
    .where('id', '=', bookmarkId)
    .where('consumer_id', '=', ctx.consumerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(`Saved search ${bookmarkId}`);
  return { responseCode: '200' };
}
