import { CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiFailure, notFound } from '../http/api-failure';
import { route } from '../http/contract-route';
import { listingKey } from '../payments/listing-key';
import type { ServerDeps } from '../server-deps';

const HOUR_MS = 3_600_000;

/** How many reports one sender may make (ours: spec 001 s2 names the report modal only). */
export interface ListingReportLimits {
  /** Reports one sender may make in the window. */
  max: number;
  /** A sliding window: a report counts while it is younger than this. */
  windowMs: number;
  /** How the window reads in the message shown to the shopper. */
  windowLabel: string;
  /** A report of the same listing by the same sender within this window is answered as taken, and not stored. */
  repeatWindowMs: number;
}

/** @default 5 reports per sender an hour; one per sender and listing in 24 hours */
export const LISTING_REPORT_LIMITS: Readonly<ListingReportLimits> = Object.freeze({
  max: 5,
  windowMs: HOUR_MS,
  windowLabel: 'in the last hour',
  repeatWindowMs: 24 * HOUR_MS,
});

export function reportLimitMessage(limits: ListingReportLimits): string {
  return `You have reported ${limits.max} listings ${limits.windowLabel}, the most we take from one person. Please try again later.`;
}

/**
 * The report modal of the listing page (spec 001 s2): `POST /rest/lsc/listing/:listingId/report` stores one row of
 * `listing_reports` for review and answers 202. The sender is the signed-in consumer, else the client's address.
 * Checking the repeat and the limit and writing the row run in one transaction holding an advisory lock on the
 * sender, so several API instances cannot both let a sixth report through.
 */
export function registerListingReportRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  limits: ListingReportLimits = LISTING_REPORT_LIMITS,
): void {
  const { db } = deps.database;

  route(app, CONTRACTS.reportListing, async ({ params, body, request, reply, consumer }) => {
    const key = listingKey(params.listingId);
    const listing =
      key === undefined
        ? undefined
        : await db.selectFrom('listings').select('id').where('id', '=', key).executeTakeFirst();
    // A sold listing can still be reported (its page may be open): only an unknown one is refused.
    if (!listing) throw notFound(`Listing ${params.listingId}`);
    const sender = consumer ? `consumer:${consumer.consumerId}` : `ip:${request.ip}`;
    const now = deps.clock.now();

    const retryAfterSeconds = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`listing-report:${sender}`}))`.execute(trx);
      const repeat = await trx
        .selectFrom('listing_reports')
        .select('id')
        .where('sender', '=', sender)
        .where('listing_id', '=', listing.id)
        .where('created_at', '>', new Date(now.getTime() - limits.repeatWindowMs))
        .executeTakeFirst();
      if (repeat) return undefined;
      // The oldest of the `max` newest reports in the window: while there is one, the sender is at the limit.
      const oldest = await trx
        .selectFrom('listing_reports')
        .select('created_at')
        .where('sender', '=', sender)
        .where('created_at', '>', new Date(now.getTime() - limits.windowMs))
        .orderBy('created_at', 'desc')
        .offset(limits.max - 1)
        .limit(1)
        .executeTakeFirst();
      if (oldest) {
        const freesAt = new Date(oldest.created_at).getTime() + limits.windowMs;
        return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
      }
      await trx
        .insertInto('listing_reports')
        .values({
          listing_id: listing.id,
          reason: body.reason,
          comments: body.comments,
          email: body.emailAddress?.toLowerCase() ?? null,
          sender,
          created_at: now,
        })
        .execute();
      return undefined;
    });

    if (retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new ApiFailure('RATE_LIMITED', reportLimitMessage(limits));
    }
    return { success: true as const };
  });
}
