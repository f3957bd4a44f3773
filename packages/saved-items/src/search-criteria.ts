import { type NormalizedQuery, normalizeQuery } from '@forecourt/query-dialects';
import type { SearchCriteria } from './entities';

/**
 * The criteria of a search as flat, normalised values: `yearRange` and `priceRange` objects (spec 000 section 3)
 * become `startYear`/`endYear` and `minPrice`/`maxPrice`, then @forecourt/query-dialects normalises the rest
 * (empty values dropped, comma strings split, keys sorted).
 */
export function flattenCriteria(criteria: SearchCriteria): NormalizedQuery {
  const { yearRange, priceRange, ...rest } = criteria;
  const flat: Record<string, unknown> = { ...rest };
  const year = asRecord(yearRange);
  const price = asRecord(priceRange);
  if (year) {
    flat.startYear ??= year.startYear;
    flat.endYear ??= year.endYear;
  }
  if (price) {
    flat.minPrice ??= price.minPrice;
    flat.maxPrice ??= price.maxPrice;
  }
  return normalizeQuery(flat);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The values of the first of `keys` that the query holds, as a list. */
export function valuesOf(query: NormalizedQuery, keys: readonly string[]): string[] {
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined) return Array.isArray(value) ? value : [value];
  }
  return [];
}

/** The single value of the first of `keys` the query holds, when it holds exactly one. */
export function singleOf(query: NormalizedQuery, keys: readonly string[]): string | undefined {
  const values = valuesOf(query, keys);
  return values.length === 1 ? values[0] : undefined;
}
