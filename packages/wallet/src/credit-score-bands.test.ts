import { describe, expect, it } from 'vitest';
import {
  CREDIT_SCORE_BANDS,
  creditScoreBand,
  creditScoreBandForScore,
  PAYMENT_DEFAULTS,
  WalletError,
} from './index';

describe('credit-score bands (spec 002 s3)', () => {
  it.each([
    ['a', 'excellent', 'Excellent', 740, 900],
    ['b', 'verygood', 'Very Good', 700, 739],
    ['c', 'good', 'Good', 670, 699],
    ['d', 'fair', 'Fair', 630, 669],
    ['e', 'rebuilding', 'Rebuilding', 580, 629],
    ['f', 'needswork', 'Needs Work', null, 579],
  ])('%s / %s: %s %s-%s', (code, key, label, min, max) => {
    expect(creditScoreBand(code)).toEqual({ code, key, label, min, max });
    expect(creditScoreBand(key)).toBe(creditScoreBand(code));
  });

  it('keys ignore case, spaces, hyphens and underscores', () => {
    for (const key of ['B', 'Very Good', 'very-good', 'very_good', 'VERYGOOD'])
      expect(creditScoreBand(key)?.code).toBe('b');
    expect(creditScoreBand('needs work')?.code).toBe('f');
    expect(creditScoreBand('g')).toBeUndefined();
    expect(creditScoreBand('superb')).toBeUndefined();
  });

  it('the default credit type b is Very Good', () => {
    expect(creditScoreBand(PAYMENT_DEFAULTS.creditType)?.label).toBe('Very Good');
    expect(CREDIT_SCORE_BANDS).toHaveLength(6);
  });

  it.each([
    [900, 'a'],
    [950, 'a'],
    [740, 'a'],
    [739, 'b'],
    [700, 'b'],
    [699, 'c'],
    [670, 'c'],
    [669, 'd'],
    [630, 'd'],
    [629, 'e'],
    [580, 'e'],
    [579, 'f'],
    [300, 'f'],
  ])('score %s is band %s', (score, code) => {
    expect(creditScoreBandForScore(score).code).toBe(code);
  });

  it('a score that is not a number is misuse', () => {
    expect(() => creditScoreBandForScore(Number.NaN)).toThrow(WalletError);
    expect(() => creditScoreBandForScore(-1)).toThrow(
      expect.objectContaining({ code: 'INVALID_CREDIT_SCORE' }),
    );
  });
});
