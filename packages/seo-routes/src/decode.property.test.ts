import { describe, it } from 'vitest';
import { type DecodeOptions, decode } from './index';
import {
  assertThat,
  checkUrls,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  valueOrTypedError,
} from './testing/index';

// Issue 12: "Every URL parser (seo-routes match and decode, the legacy URL handling) gets 100,000 random and
// mutated paths in a property test: a value or a typed error, never an uncaught exception."
const REASONS = new Set(['not-search-results', 'unknown-segment', 'bad-encoding', 'too-many-parameters']);

// Injected reference lookups, answering and failing: "Lookup failures during path building are tolerated".
const LOOKUPS: DecodeOptions[] = [
  {},
  { series: (make, segment) => (segment.length % 2 === 0 ? `${make}-${segment}` : undefined) },
  { trimCodes: () => [{ code: 'ex+l' }, { code: 'LX' }] },
  {
    series: () => {
      throw new Error('reference service down');
    },
    trimCodes: () => {
      throw new Error('reference service down');
    },
  },
];

function decodesOrNot(url: RandomUrl): void {
  const options = LOOKUPS[url.pathname.length % LOOKUPS.length];
  const result = valueOrTypedError('decode', url, () => decode(url.pathname, url.search, options));
  if (result === undefined) return;
  const where = () =>
    `decode(${JSON.stringify(url.pathname)}, ${JSON.stringify(url.search)}) = ${JSON.stringify(result)}`;
  if (!result.ok) {
    assertThat(REASONS.has(result.reason), where);
    return;
  }
  // "Search results default to listingType ['ALL'] when none is given."
  assertThat(Array.isArray(result.query.listingType), where);
  for (const value of Object.values(result.query)) {
    assertThat(typeof value === 'string' || value.every((item) => typeof item === 'string'), where);
  }
}

describe('decode: 100,000 random and mutated paths', { timeout: 120_000 }, () => {
  it('answers 50,000 purely random URLs with a search or a reason, never an exception', () => {
    checkUrls(randomUrl, decodesOrNot, { numRuns: 50_000 });
  });

  it('answers 50,000 mutated real URLs with a search or a reason, never an exception', () => {
    checkUrls(mutatedUrl, decodesOrNot, { numRuns: 50_000 });
  });
});
