/** "Listing priority codes: 5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM." (spec 000 s3) */
export const LISTING_PRIORITIES = Object.freeze({
  5: 'FREE',
  10: 'STANDARD',
  15: 'STANDARD_PLUS',
  17: 'BASIC',
  20: 'FEATURED',
  30: 'PREMIUM',
} as const);

export type ListingPriorityCode = keyof typeof LISTING_PRIORITIES;
export type ListingPriorityName = (typeof LISTING_PRIORITIES)[ListingPriorityCode];

/** The name of a priority code (`20` → `'FEATURED'`); `undefined` for a code the spec does not list. */
export function priorityName(code: number | string | undefined | null): ListingPriorityName | undefined {
  const number = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof number === 'number' && Object.hasOwn(LISTING_PRIORITIES, number)
    ? LISTING_PRIORITIES[number as ListingPriorityCode]
    : undefined;
}

/** The code of a priority name, any letter case (`'featured'` → `20`); `undefined` for an unknown name. */
export function priorityCode(name: string | undefined | null): ListingPriorityCode | undefined {
  if (typeof name !== 'string') return undefined;
  const upper = name.trim().toUpperCase();
  const entry = Object.entries(LISTING_PRIORITIES).find(([, value]) => value === upper);
  return entry ? (Number(entry[0]) as ListingPriorityCode) : undefined;
}
