/** The largest id a Postgres integer column holds. */
const MAX_INTEGER_ID = 2_147_483_647;

/**
 * A listing id (digits, 5 or more, as the contracts check it) as the listings table's integer key, or undefined
 * when it is too large to be one: such an id names no listing, and must not reach the database as an overflow.
 */
export function listingKey(listingId: string): number | undefined {
  const key = Number(listingId);
  return Number.isSafeInteger(key) && key <= MAX_INTEGER_ID ? key : undefined;
}
