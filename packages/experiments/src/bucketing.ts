import murmurhash from 'murmurhash';

/** Optimizely's bucket space: a visitor falls in one of 10,000 buckets per experiment. */
export const BUCKET_COUNT = 10_000;

/** Optimizely's MurmurHash3 seed, kept so the same visitor lands in the same bucket as under its SDK. */
export const BUCKETING_SEED = 1;

const HASH_SPACE = 2 ** 32;

/**
 * The visitor's bucket (0 to 9999) for one experiment: MurmurHash3 of the visitor id followed by the
 * experiment key. Pure, so the server render and the browser put a visitor in the same variation, and a visitor
 * stays in it across visits while the visitor id cookie lives.
 */
export function bucketFor(visitorId: string, experimentKey: string): number {
  const hash = murmurhash.v3(`${visitorId}${experimentKey}`, BUCKETING_SEED);
  return Math.floor((hash / HASH_SPACE) * BUCKET_COUNT);
}
