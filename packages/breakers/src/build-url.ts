import { FetchQueryError } from './errors';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryData = Readonly<Record<string, QueryValue>>;

/** Query data as search parameters: arrays as repeated keys (`listingId=1&listingId=2`), null and undefined left out. */
export function toSearchParams(query: QueryData = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/**
 * Adds query data to a URL. Spec 002 section 5: "A fetch may not add query data to a URL that already has a
 * query string": that throws `FetchQueryError`. A URL with a query string and no query data is fine.
 */
export function buildUrl(url: string, query?: QueryData): string {
  const search = toSearchParams(query).toString();
  if (search === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  if (base.includes('?')) throw new FetchQueryError(url);
  return `${base}?${search}${hashAt === -1 ? '' : url.slice(hashAt)}`;
}

/**
 * The JSON body of a POST, PUT or PATCH (spec 002 section 7: "merge query, search and data into a JSON
 * body"): query data, then the parameters of a search string, then data; a later key wins. A key repeated in
 * the search string becomes an array.
 */
export function mergeBody(
  query?: QueryData,
  search?: string | URLSearchParams,
  data?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) body[key] = value;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const key of new Set(params?.keys())) {
    const values = params?.getAll(key) ?? [];
    body[key] = values.length === 1 ? values[0] : values;
  }
  return Object.assign(body, data);
}

/** Spec 002 section 7: "a non-JSON response yields an empty object" (so does an empty one). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
