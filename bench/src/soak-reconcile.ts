// "At the end every saved item accounted for (the database matches what the load generator believes it saved)"
// (issue 12): each shopper's saved cars and wallet, as the replies left them, beside what the tables hold.
import type { Database } from '@forecourt/api';
import type { SoakShopper } from './soak-shoppers.js';

export interface ShopperReconciliation {
  shopper: number;
  /** Saves the replies confirmed (and no later reply undid). */
  believed: number;
  /** Saved vehicles the database holds for the shopper. */
  stored: number;
  /** Believed saved, not in the database (or under another bookmark id). */
  missing: string[];
  /** In the database, neither believed saved nor touched by a call that failed. */
  unexpected: string[];
  /** Touched by a call that failed: either state is right; how many ended up stored. */
  uncertain: number;
  uncertainStored: number;
  contradictions: string[];
  /** The wallet's budget is the last one a reply confirmed (or of a later update that failed). */
  walletMatches: boolean;
}

export interface Reconciliation {
  shoppers: ShopperReconciliation[];
  believed: number;
  stored: number;
  missing: number;
  unexpected: number;
  uncertain: number;
  walletsMatching: number;
  /** Every saved car and every wallet accounted for. */
  accountedFor: boolean;
}

export async function reconcile(
  db: Database['db'],
  shoppers: readonly SoakShopper[],
): Promise<Reconciliation> {
  const rows: ShopperReconciliation[] = [];
  for (const shopper of shoppers) {
    const stored = await db
      .selectFrom('saved_vehicles')
      .select(['id', 'listing_id'])
      .where('consumer_id', '=', shopper.consumerId)
      .execute();
    const byListing = new Map(stored.map((row) => [String(row.listing_id), row.id]));
    const wallet = await db
      .selectFrom('wallets')
      .select('payment_info')
      .where('id', '=', shopper.walletId)
      .executeTakeFirst();
    const info = (
      typeof wallet?.payment_info === 'string' ? JSON.parse(wallet.payment_info) : wallet?.payment_info
    ) as { budget?: number } | undefined;
    rows.push({
      shopper: shopper.index,
      believed: shopper.saved.size,
      stored: stored.length,
      missing: [...shopper.saved]
        .filter(([listingId, id]) => byListing.get(listingId) !== id)
        .map(([listingId]) => listingId),
      unexpected: [...byListing.keys()].filter(
        (listingId) => !shopper.saved.has(listingId) && !shopper.uncertain.has(listingId),
      ),
      uncertain: shopper.uncertain.size,
      uncertainStored: [...shopper.uncertain].filter((listingId) => byListing.has(listingId)).length,
      contradictions: shopper.contradictions,
      walletMatches: [shopper.wallet.acked, ...shopper.wallet.uncertain].includes(info?.budget ?? Number.NaN),
    });
  }
  const sum = (pick: (row: ShopperReconciliation) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const reconciliation = {
    shoppers: rows,
    believed: sum((row) => row.believed),
    stored: sum((row) => row.stored),
    missing: sum((row) => row.missing.length),
    unexpected: sum((row) => row.unexpected.length),
    uncertain: sum((row) => row.uncertain),
    walletsMatching: rows.filter((row) => row.walletMatches).length,
  };
  return {
    ...reconciliation,
    accountedFor:
      reconciliation.missing === 0 &&
      reconciliation.unexpected === 0 &&
      reconciliation.walletsMatching === rows.length &&
      rows.every((row) => row.contradictions.length === 0),
  };
}
