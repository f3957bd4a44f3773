import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/** At most `max` hits in each window of `windowMs`, windows counted from the epoch (fixed, not sliding). */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** One limit on one key: `share-sender:ip:203.0.113.7` at 10 an hour. */
export interface LimitedKey {
  readonly key: string;
  readonly limit: RateLimit;
}

type Executor = Kysely<Schema> | Transaction<Schema>;

/** A key at its limit: `retryAfterSeconds` until its window ends (what `Retry-After` says). */
export class RateLimitReached extends Error {
  override readonly name = 'RateLimitReached';
  readonly code = 'RATE_LIMIT_REACHED';
  constructor(
    readonly limited: LimitedKey,
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limit reached on ${limited.key}`);
  }
}

/** The fixed window `now` falls in. */
export function windowOf(limit: RateLimit, now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  return { start: new Date(start), end: new Date(start + limit.windowMs) };
}

/** Expired windows are deleted on one hit in this many (per process): the table stays the size of live windows. */
const PRUNE_EVERY = 200;
let hitsSincePrune = 0;

/**
 * Counts one hit on `limited` in its window, unless the window holds `max` already: then nothing is counted and
 * the seconds to wait are returned. One statement (insert, or add one where the count is still under the limit),
 * so two API instances over the same database can never both take the last place.
 */
async function hit(db: Executor, { key, limit }: LimitedKey, now: Date): Promise<number | undefined> {
  const { start, end } = windowOf(limit, now);
  const wait = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
  if (limit.max < 1) return wait;
  const counted = await db
    .insertInto('rate_limits')
    .values({ key, window_start: start, hits: 1, expires_at: end })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` })
        .where('rate_limits.hits', '<', limit.max),
    )
    .returning('hits')
    .executeTakeFirst();
  return counted ? undefined : wait;
}

/**
 * Counts one hit on every key, in order, or throws RateLimitReached for the first one at its limit. Run it in the
 * transaction of the write it guards: a refusal then takes back the hits counted before it, and so does a write
 * that fails. Outside a transaction, use {@link admit}.
 */
export async function countHits(db: Executor, keys: readonly LimitedKey[], now: Date): Promise<void> {
  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
  }
  for (const limited of keys) {
    const wait = await hit(db, limited, now);
    if (wait !== undefined) throw new RateLimitReached(limited, wait);
  }
}

/** Takes back one hit counted at `now` on each key (an attempt that failed after it was counted). */
export async function takeBackHits(db: Executor, keys: readonly LimitedKey[], now: Date): Promise<void> {
  for (const { key, limit } of keys) {
    await db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', key)
      .where('window_start', '=', windowOf(limit, now).start)
      .where('hits', '>', 0)
      .execute();
  }
}

/**
 * countHits in a transaction of its own, for a write that is not in one with it: all keys counted, or none (and
 * RateLimitReached). The function returned takes the hits back, for when the guarded write then fails.
 */
export async function admit(
  db: Kysely<Schema>,
  keys: readonly LimitedKey[],
  now: Date,
): Promise<() => Promise<void>> {
  await db.transaction().execute((trx) => countHits(trx, keys, now));
  return () => takeBackHits(db, keys, now);
}
