// Spec 001 section 2: "VIN is 17 characters without I, O or Q. Listing ids and dealer ids are digits, 5 or
// more. Year is 4 digits. Location slugs are {city}-{state} or {city}-{state}-{zip} (5-digit zip)".
// Anchored patterns without nested quantifiers: linear time on any input (see the ReDoS test).

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;
export const ID_PATTERN = /^\d{5,}$/;
export const YEAR_PATTERN = /^\d{4}$/;
export const ZIP_PATTERN = /^\d{5}$/;

/** 17 characters, letters and digits, without I, O or Q (either case). */
export function isVin(value: unknown): boolean {
  return typeof value === 'string' && VIN_PATTERN.test(value);
}

/** Digits, 5 or more. */
export function isListingId(value: unknown): boolean {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** Digits, 5 or more. */
export function isDealerId(value: unknown): boolean {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** 4 digits. */
export function isYear(value: unknown): boolean {
  return typeof value === 'string' && YEAR_PATTERN.test(value);
}

/** "A zip used for market lookup must be exactly five digits." (spec 001 section 5) */
export function isZip(value: unknown): boolean {
  return typeof value === 'string' && ZIP_PATTERN.test(value);
}
