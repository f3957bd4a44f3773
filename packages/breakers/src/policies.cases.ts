import type { BreakerPolicyName } from './policies';

export interface PolicyCase {
  policy: BreakerPolicyName;
  /** The spec's words for this call's settings. */
  quote: string;
  timeout: number;
  resetTimeout: number;
  /** What the call gives while its breaker is open; `'rejects'` when the spec names no fallback. */
  fallback: unknown;
}

export const POLICY_CASES: PolicyCase[] = [
  {
    policy: 'payments',
    quote: '002 s9: "Payment calculation 5000 ms time-out, 300000 ms reset"',
    timeout: 5000,
    resetTimeout: 300_000,
    fallback: { error: 'Circuit Breaker for /rest/retailing/payments is open', rates: {} },
  },
  {
    policy: 'budget',
    quote: '002 s7: "Budget variant" of the payment calculation (settings assumed the same)',
    timeout: 5000,
    resetTimeout: 300_000,
    fallback: 'rejects',
  },
  {
    policy: 'ownerDetails',
    quote: '002 s9: "Owner details 3000/30000"; s7 "Failure returns nothing"',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: undefined,
  },
  {
    policy: 'listing',
    quote: '001 s7: "breaker 3 s timeout, 30 s reset; failure gives empty object"',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: {},
  },
  {
    policy: 'compare',
    quote: '001 s9: "request timeout 3 s, reset 30 s"; s8 "falls back to an empty object"',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: {},
  },
  {
    policy: 'dealerLot',
    quote: '001 s7: "breaker 6 s timeout, 30 s reset, empty fallback"',
    timeout: 6000,
    resetTimeout: 30_000,
    fallback: {},
  },
  {
    policy: 'research',
    quote: '001 s7: "a breaker with 8 s timeout, 30 s reset and an empty fallback"',
    timeout: 8000,
    resetTimeout: 30_000,
    fallback: {},
  },
  {
    policy: 'market',
    quote: '000 s7: "20 s circuit timeout"; 001 s9 "Market request timeout 20 s"',
    timeout: 20_000,
    resetTimeout: 30_000,
    fallback: 'rejects',
  },
  {
    policy: 'searchOptions',
    quote: '000 s7: "search options reference data (7.5 s timeout)"',
    timeout: 7500,
    resetTimeout: 30_000,
    fallback: 'rejects',
  },
  {
    policy: 'indexedLocation',
    quote: '002 s7: "Time-out 20 s; fallback {success false}"',
    timeout: 20_000,
    resetTimeout: 30_000,
    fallback: { success: false },
  },
  {
    policy: 'certifiedContent',
    quote: '002 s7: "Time-out 3 s"; s8 "certified content failure: logged only"',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: undefined,
  },
];
