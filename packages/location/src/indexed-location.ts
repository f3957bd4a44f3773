import { LocationOptionError } from './location-errors';

/** "locationIndexPriority (levels: highest, high, all)" (spec 002 s3), from the most to the least important. */
export const INDEXED_LOCATION_PRIORITIES = ['highest', 'high', 'all'] as const;

export type IndexedLocationPriority = (typeof INDEXED_LOCATION_PRIORITIES)[number];

/** One entry of the indexed-location content. Fields other than the priority are the content's own. */
export interface IndexedLocationEntry {
  /** Absent or unknown counts as `all`, the lowest level: being in the index at all. */
  locationIndexPriority?: IndexedLocationPriority | (string & {}) | undefined;
  readonly [field: string]: unknown;
}

/** The indexed-location content file: entries keyed by `{city}-{state}` as {@link indexedLocationKey} makes it. */
export type IndexedLocationContent = Readonly<Record<string, IndexedLocationEntry>>;

export type IndexedLocationResult =
  | {
      success: true;
      payload: { key: string; priority: IndexedLocationPriority; entry: IndexedLocationEntry };
    }
  | { success: false; message: string };

/** "city and state are both required (message "city and state not provided")" (spec 002 s5). */
export const CITY_STATE_NOT_PROVIDED_MESSAGE = 'city and state not provided';

/**
 * "cannot find {city}-{state} in indexed location", or with a level "cannot find {city}-{state} with a priority
 * of at least {level} value in indexed location" (spec 002 s5). `key` is the slugged `{city}-{state}`.
 */
export function indexedLocationNotFoundMessage(key: string, level?: IndexedLocationPriority): string {
  return level === undefined
    ? `cannot find ${key} in indexed location`
    : `cannot find ${key} with a priority of at least ${level} value in indexed location`;
}

/**
 * "City is lowercased, dots and apostrophes removed, non-word characters turned into hyphens" (spec 002 s5).
 * Each non-word character becomes one hyphen (`\W`, so letters outside A-Z do too); surrounding spaces are
 * trimmed first, and the typographic apostrophe counts as an apostrophe.
 */
export function slugIndexedCity(city: string): string {
  return city
    .trim()
    .toLowerCase()
    .replace(/[.'\u2019]/g, '')
    .replace(/\W/g, '-');
}

/** "state is lowercased" (spec 002 s5); surrounding spaces trimmed. */
export function slugIndexedState(state: string): string {
  return state.trim().toLowerCase();
}

/** The content key of a city and state: `St. Louis`, `MO` gives `st-louis-mo`. */
export function indexedLocationKey(city: string, state: string): string {
  return `${slugIndexedCity(city)}-${slugIndexedState(state)}`;
}

/** The level of an entry: its `locationIndexPriority`, or `all` when absent or unknown. */
export function priorityOf(entry: IndexedLocationEntry): IndexedLocationPriority {
  const level = entry.locationIndexPriority;
  return INDEXED_LOCATION_PRIORITIES.find((known) => known === level) ?? 'all';
}

/** Throws `LocationOptionError` (`INVALID_PRIORITY`) for a level that is not highest, high or all. */
export function checkPriority(level: unknown): IndexedLocationPriority {
  const known = INDEXED_LOCATION_PRIORITIES.find((candidate) => candidate === level);
  if (known === undefined) {
    throw new LocationOptionError(
      'INVALID_PRIORITY',
      'priority',
      `priority must be one of ${INDEXED_LOCATION_PRIORITIES.join(', ')}, got ${String(level)}`,
    );
  }
  return known;
}

export interface IndexedLocationQuery {
  city?: string | undefined;
  state?: string | undefined;
  /** The lowest level accepted. `all` accepts every entry. @default 'all' */
  priority?: IndexedLocationPriority;
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A query that passed the argument rules: its content key and the lowest level accepted. */
export interface IndexedLocationTarget {
  key: string;
  minimum: IndexedLocationPriority;
}

/**
 * The argument rules alone, before any content is needed: an unknown level throws, a missing city or state gives
 * the spec's failure value, anything else the key to look for.
 */
export function indexedLocationTarget(
  query: IndexedLocationQuery,
): IndexedLocationTarget | { success: false; message: string } {
  const minimum = checkPriority(query.priority ?? 'all');
  const { city, state } = query;
  if (!filled(city) || !filled(state)) return { success: false, message: CITY_STATE_NOT_PROVIDED_MESSAGE };
  return { key: indexedLocationKey(city, state), minimum };
}

/**
 * The indexed-location rules of spec 002 s5 over content already loaded: both city and state required, the
 * slugged key looked up, its priority compared with the level asked for. Pure.
 */
export function findIndexedLocation(
  content: IndexedLocationContent,
  query: IndexedLocationQuery | IndexedLocationTarget,
): IndexedLocationResult {
  const target = 'key' in query ? query : indexedLocationTarget(query);
  if (!('key' in target)) return target;
  const { key, minimum } = target;
  const entry = Object.hasOwn(content, key) ? content[key] : undefined;
  if (entry === undefined || entry === null || typeof entry !== 'object') {
    return { success: false, message: indexedLocationNotFoundMessage(key) };
  }
  const priority = priorityOf(entry);
  if (INDEXED_LOCATION_PRIORITIES.indexOf(priority) > INDEXED_LOCATION_PRIORITIES.indexOf(minimum)) {
    return { success: false, message: indexedLocationNotFoundMessage(key, minimum) };
  }
  return { success: true, payload: { key, priority, entry } };
}
