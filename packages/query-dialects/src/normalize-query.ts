import { entriesOf, sortedQuery } from './sorted-query';

/** A query after {@link normalizeQuery}: trimmed, non-empty strings, or non-empty arrays of them. */
export type NormalizedQuery = Record<string, string | string[]>;

/** "Keys requestId, showAccelerateBanner and 0 are removed." (spec 001 section 5) */
export const REMOVED_QUERY_KEYS: readonly string[] = Object.freeze([
  '0',
  'requestId',
  'showAccelerateBanner',
]);

/** The text that stands for a missing value: "the text undefined" (spec 001 section 5). */
const UNDEFINED_TEXT = 'undefined';

/**
 * One scalar as a query string: trimmed text, a finite number or a boolean. `undefined` for what is not a value:
 * empty text, the text `undefined`, `null`, `NaN`, infinities, objects, functions and symbols.
 */
function scalarText(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else return undefined;
  return text === '' || text === UNDEFINED_TEXT ? undefined : text;
}

function listText(values: readonly unknown[]): string[] | undefined {
  const texts: string[] = [];
  for (const value of values) {
    const text = scalarText(value);
    if (text !== undefined) texts.push(text);
  }
  return texts.length > 0 ? texts : undefined;
}

function valueText(value: unknown): string | string[] | undefined {
  // "object values other than arrays are dropped"
  if (Array.isArray(value)) return listText(value);
  // "comma strings become arrays"
  if (typeof value === 'string' && value.includes(',')) return listText(value.split(','));
  return scalarText(value);
}

/**
 * Normalises a query object (spec 001 section 5): "Query values that are empty, null or the text undefined are
 * removed; object values other than arrays are dropped; comma strings become arrays; keys are sorted
 * alphabetically." and "Keys requestId, showAccelerateBanner and 0 are removed."
 *
 * Values are trimmed; numbers and booleans become strings; array elements are normalised the same way and an
 * array left empty is removed; a comma string is split, its parts trimmed and empty parts dropped; a string
 * without a comma stays a string. Pure: the input is never changed, and the result is a new object.
 */
export function normalizeQuery(query: QueryInput): NormalizedQuery {
  return sortedQuery(normalizedEntries(query));
}

/** What the normalisers accept: a plain object, or a Map such as parsed URL parameters. */
export type QueryInput = Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>;

/**
 * The values of {@link normalizeQuery}, not yet sorted: the dialect mappers rename keys first and sort once,
 * instead of sorting here and again after renaming.
 */
export function normalizedEntries(query: QueryInput): Map<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  for (const [key, value] of entriesOf<unknown>(query)) {
    if (REMOVED_QUERY_KEYS.includes(key)) continue;
    const text = valueText(value);
    if (text !== undefined) entries.set(key, text);
  }
  return entries;
}
