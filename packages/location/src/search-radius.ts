/**
 * A search radius in whole miles from a query value or the `ATC_USER_RADIUS` cookie: digits only (or a whole
 * number), 0 included, where 0 means "any distance" (no limit; see `createRadiusFilter`). Anything else, such
 * as `-5`, `25.5`, `75mi` or an empty text, gives `undefined`, so the next rule applies.
 */
export function parseSearchRadius(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
