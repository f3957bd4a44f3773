import { WalletError } from './wallet-error';
import type { CreditType } from './wallet-state';

export interface CreditScoreBand {
  /** The letter key, also the wallet's creditType. */
  code: CreditType;
  /** The lowercase word key. */
  key: 'excellent' | 'verygood' | 'good' | 'fair' | 'rebuilding' | 'needswork';
  label: string;
  /** Lowest score in the band; null for "below 580". */
  min: number | null;
  max: number;
}

/** Spec 002 s3, best first. The default creditType is b (Very Good). */
export const CREDIT_SCORE_BANDS: readonly CreditScoreBand[] = Object.freeze([
  { code: 'a', key: 'excellent', label: 'Excellent', min: 740, max: 900 },
  { code: 'b', key: 'verygood', label: 'Very Good', min: 700, max: 739 },
  { code: 'c', key: 'good', label: 'Good', min: 670, max: 699 },
  { code: 'd', key: 'fair', label: 'Fair', min: 630, max: 669 },
  { code: 'e', key: 'rebuilding', label: 'Rebuilding', min: 580, max: 629 },
  { code: 'f', key: 'needswork', label: 'Needs Work', min: null, max: 579 },
] as const satisfies readonly CreditScoreBand[]);

/**
 * A band by its letter (`b`) or its lowercase word; spaces, hyphens, underscores and letter case are ignored, so
 * `very good`, `very-good`, `VeryGood` and `B` all find Very Good. Undefined for anything else.
 */
export function creditScoreBand(key: string): CreditScoreBand | undefined {
  const normalised = key.toLowerCase().replace(/[\s_-]/g, '');
  return CREDIT_SCORE_BANDS.find((band) => band.code === normalised || band.key === normalised);
}

/** The band a score falls in; scores above 900 are Excellent. Throws on a score that is not a number. */
export function creditScoreBandForScore(score: number): CreditScoreBand {
  if (!Number.isFinite(score) || score < 0) {
    throw new WalletError(
      'INVALID_CREDIT_SCORE',
      'score',
      `a credit score must be a number, 0 or more: ${score}`,
    );
  }
  const band = CREDIT_SCORE_BANDS.find((candidate) => candidate.min === null || score >= candidate.min);
  return band as CreditScoreBand; // the last band has no minimum, so one always matches
}
