/** Search criteria as the account contracts take them: each key one text value or a list of texts. */
export type SearchParams = Record<string, string | string[]>;

const isScalar = (value: unknown): value is string | number | boolean | bigint =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint';

/**
 * The store's criteria (`Record<string, unknown>`, either query dialect) as texts: numbers and flags become
 * text (`startYear: 2015` is `'2015'`), lists keep their scalar items, and empty values (`undefined`, `null`)
 * and nested objects are left out, as no query string could carry them.
 */
export function toSearchParams(criteria: Readonly<Record<string, unknown>>): SearchParams {
  const params: SearchParams = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (Array.isArray(value)) params[key] = value.filter(isScalar).map(String);
    else if (isScalar(value)) params[key] = String(value);
  }
  return params;
}
