import type { Attributes } from './datafile';

/** Who a flag is evaluated for. OpenFeature calls the visitor id the `targetingKey`. */
export interface EvaluationContext {
  /** The `ATC_ID` cookie's value. Without it nobody is bucketed into an experiment. */
  visitorId?: string;
  attributes?: Attributes;
}

/**
 * Why a value was chosen. The names are OpenFeature's resolution reasons, plus `FORCED` for a testing override
 * (OpenFeature allows reasons of a provider's own).
 */
export type EvaluationReason = 'FORCED' | 'SPLIT' | 'DEFAULT' | 'DISABLED' | 'ERROR';

/** OpenFeature's error codes, as far as a flag or experiment lookup can meet them. */
export type EvaluationErrorCode =
  | 'PROVIDER_NOT_READY'
  | 'FLAG_NOT_FOUND'
  | 'TARGETING_KEY_MISSING'
  | 'TYPE_MISMATCH'
  | 'GENERAL';

/** OpenFeature's `ResolutionDetails`, so a provider result passes through an OpenFeature adapter unchanged. */
export interface Resolution<T> {
  value: T;
  reason: EvaluationReason;
  /** The variation key when an experiment decided. */
  variant?: string;
  errorCode?: EvaluationErrorCode;
  errorMessage?: string;
}

/**
 * What the experiments client asks of a flag backend. The datafile provider of this package implements it; so
 * can an adapter over a vendor SDK (Optimizely's `decide`) or over an OpenFeature client. Both calls are
 * synchronous: a server render and a browser render decide while they draw. A provider must not throw for an
 * unknown key or a missing visitor; it answers with `reason: 'ERROR'` and an `errorCode`.
 */
export interface FlagProvider {
  readonly name: string;
  /** Is the flag on for this visitor? `defaultValue` is the answer when the provider cannot say. */
  resolveFlag(flagKey: string, defaultValue: boolean, context: EvaluationContext): Resolution<boolean>;
  /** The visitor's variation key, or null when the visitor takes no part in the experiment. */
  resolveVariation(experimentKey: string, context: EvaluationContext): Resolution<string | null>;
  /** Every flag key the provider knows, for listing pages and `getFlags`. @default none */
  flagKeys?(): readonly string[];
}
