import { describe, it } from 'vitest';
import { decodeLocationSegment, decodeMpgSegment, decodePriceSegment } from './index';
import {
  assertThat,
  checkUrls,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  valueOrTypedError,
} from './testing/index';

// Issue 12: "Every URL parser ... gets 100,000 random and mutated paths in a property test: a value or a typed
// error, never an uncaught exception." The segment decoders read one path segment each.
function segmentsOrNot(url: RandomUrl): void {
  // Each distinct segment once: a run of 4,096 `/a` is one segment to decode, not 4,096.
  for (const segment of new Set(url.pathname.split('/'))) {
    const where = () => `segment ${JSON.stringify(segment)}`;
    const location = valueOrTypedError('decodeLocationSegment', url, () => decodeLocationSegment(segment));
    assertThat(location === undefined || (location.city !== '' && location.state.length === 2), where);
    const price = valueOrTypedError('decodePriceSegment', url, () => decodePriceSegment(segment));
    assertThat(price === undefined || price.minPrice !== undefined || price.maxPrice !== undefined, where);
    const mpg = valueOrTypedError('decodeMpgSegment', url, () => decodeMpgSegment(segment));
    assertThat(mpg === undefined || /^\d{1,3}-(\d{1,3})?$/.test(mpg), where);
  }
}

describe('segment decoders: 100,000 random and mutated paths', { timeout: 120_000 }, () => {
  it('answer every segment of 50,000 purely random paths with a value or undefined', () => {
    checkUrls(randomUrl, segmentsOrNot, { numRuns: 50_000 });
  });

  it('answer every segment of 50,000 mutated real paths with a value or undefined', () => {
    checkUrls(mutatedUrl, segmentsOrNot, { numRuns: 50_000 });
  });
});
