// Listing ids have 9 digits and owner ids 7 (spec 001 s2 wants 5 or more). Generated ids fill the lower part
// of each range in a scrambled order, so neighbouring listings do not get neighbouring ids; imported rows
// take ids above, counting up, so the two never collide.

export const GENERATED_LISTING_IDS = { first: 100_000_000, count: 700_000_000 } as const;
export const IMPORTED_LISTING_ID_FLOOR = 800_000_000;
export const GENERATED_OWNER_IDS = { first: 1_000_000, count: 7_000_000 } as const;
export const IMPORTED_OWNER_ID_FLOOR = 8_000_000;

// Multipliers coprime with the range sizes (powers of 3; the sizes are 2^a 5^b 7), so `i -> i * m + o mod n`
// is a bijection and ids are unique for any seed.
const LISTING_MULTIPLIER = 387_420_489;
const OWNER_MULTIPLIER = 4_782_969;

function scramble(index: number, seed: number, multiplier: number, range: { first: number; count: number }) {
  const offset = (Math.abs(Math.imul(seed, 2_654_435_761)) >>> 0) % range.count;
  // index * multiplier stays below 2^53 for the ranges' sizes, so plain numbers are exact.
  return range.first + ((index * multiplier + offset) % range.count);
}

export function generatedListingId(index: number, seed: number): number {
  return scramble(index, seed, LISTING_MULTIPLIER, GENERATED_LISTING_IDS);
}

export function generatedOwnerId(index: number, seed: number): number {
  return scramble(index, seed, OWNER_MULTIPLIER, GENERATED_OWNER_IDS);
}
