import type { CreditAppDeal, CreditVerification } from './wallet-state';

/** "Credit verification validity: 30 days" (spec 002 s9). */
export const CREDIT_VERIFICATION_VALIDITY_MS = 30 * 24 * 60 * 60 * 1000;

/** The "empty" verification a lapsed one is reset to (spec 002 s4). */
export const EMPTY_CREDIT_VERIFICATION: Readonly<CreditVerification> = Object.freeze({
  verified: false,
  verifiedDate: null,
});

/** "verifiedDate is set to now only when verified is true, else null" (spec 002 s4). */
export function creditVerification(verified: boolean, now: number): CreditVerification {
  return { verified, verifiedDate: verified ? now : null };
}

/**
 * "Verification expires 30 days after verifiedDate; after that it is reset to empty" (spec 002 s4). Expired from
 * the instant verifiedDate + 30 days is reached. A verification claiming to be verified without a date cannot be
 * aged, so it is reset too.
 */
export function isCreditVerificationExpired(
  verification: CreditVerification,
  now: number,
  validityMs: number = CREDIT_VERIFICATION_VALIDITY_MS,
): boolean {
  if (!verification.verified) return false;
  return verification.verifiedDate === null || now >= verification.verifiedDate + validityMs;
}

/** The verification itself while valid, else the empty one. An unverified one is normalised to empty. */
export function currentCreditVerification(
  verification: CreditVerification,
  now: number,
  validityMs: number = CREDIT_VERIFICATION_VALIDITY_MS,
): CreditVerification {
  if (!verification.verified || isCreditVerificationExpired(verification, now, validityMs)) {
    return { ...EMPTY_CREDIT_VERIFICATION };
  }
  return verification;
}

/** "Credit app deals whose expiry has passed are removed" (spec 002 s4); an expiry is the first instant it is gone. */
export function removeExpiredCreditAppDeals(deals: readonly CreditAppDeal[], now: number): CreditAppDeal[] {
  return deals.filter((deal) => deal.expiry > now);
}

/**
 * "Merging credit app deals unions the lists without duplicates" (spec 002 s4). A duplicate is the same dealId;
 * the entry with the later expiry is kept, in the place where the dealId first appeared.
 */
export function mergeCreditAppDeals(...lists: readonly (readonly CreditAppDeal[])[]): CreditAppDeal[] {
  const byDeal = new Map<string, CreditAppDeal>();
  for (const list of lists) {
    for (const deal of list) {
      const kept = byDeal.get(deal.dealId);
      if (!kept || deal.expiry > kept.expiry) byDeal.set(deal.dealId, deal);
    }
  }
  return [...byDeal.values()];
}
