/** Exactly five digits, nothing else (no ZIP+4, no spaces). */
export const ZIP_PATTERN = /^\d{5}$/;

/** "A zip used for market lookup must be exactly five digits." (spec 001 s5). Only strings qualify. */
export function isZip(value: unknown): value is string {
  return typeof value === 'string' && ZIP_PATTERN.test(value);
}
