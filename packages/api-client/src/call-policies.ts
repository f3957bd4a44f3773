import type { BREAKER_POLICIES, BreakerPolicyName } from '@forecourt/breakers';
import type { ContractName } from '@forecourt/contracts';

/**
 * The breaker policy of each call the spec gives breaker settings for (`BREAKER_POLICIES`); other calls run
 * without a breaker. `getListingsByIds` takes `listing` (spec 001 s7); the compare page's own `compare` policy
 * has the same settings and is left to the compare fetcher.
 */
export const CALL_POLICIES = Object.freeze({
  getPayments: 'payments',
  getBudget: 'budget',
  getListingByVin: 'ownerDetails',
  getListingsByIds: 'listing',
  getDealerLot: 'dealerLot',
  getResearchModels: 'research',
  getResearchVehicles: 'research',
  getVehicleOptions: 'research',
  getVehicleSpecs: 'research',
  getBodyStyles: 'research',
  getMarket: 'market',
  getSearchOptions: 'searchOptions',
  getIndexedLocations: 'indexedLocation',
  getCertifiedContent: 'certifiedContent',
} as const satisfies Partial<Record<ContractName, BreakerPolicyName>>);

type Policies = typeof BREAKER_POLICIES;

/** What a call resolves with instead of its reply when its breaker falls back (`never` without a fallback). */
export type CallFallback<N extends ContractName> = N extends keyof typeof CALL_POLICIES
  ? Policies[(typeof CALL_POLICIES)[N]] extends { fallback: (error: Error) => infer F }
    ? F
    : never
  : never;

/** The name of a call's breaker policy, or undefined for a call without a breaker. */
export function policyNameOf(name: string): BreakerPolicyName | undefined {
  return (CALL_POLICIES as Readonly<Record<string, BreakerPolicyName>>)[name];
}
