import type { Brand } from '@forecourt/brand';
import { encode } from '@forecourt/seo-routes';
import type { RecentSearchEntry, SearchCriteria } from './entities';
import {
  MULTIPLE_CAR_SEARCH,
  type RecentSearchLabelOptions,
  recentSearchLabels,
} from './recent-search-labels';
import { flattenCriteria } from './search-criteria';

/**
 * "the only criteria besides zip, searchRadius, startYear, endYear and marketExtension" (spec 000 section 5).
 * The rest are ours: location and paging keys that do not narrow what a shopper looks for.
 */
export const NON_CRITERIA_KEYS: readonly string[] = Object.freeze([
  'zip',
  'searchRadius',
  'startYear',
  'endYear',
  'marketExtension',
  'city',
  'state',
  'lastExec',
  'myatcLastExecution',
  'sortBy',
  'firstRecord',
  'numRecords',
]);

const STYLE_KEYS = ['vehicleStyleCodes', 'vehicleStyleCode'];

/**
 * "Recent search is not stored if its heading is 'Multiple Car Search' with an empty subheading; or the only
 * criteria besides zip, searchRadius, startYear, endYear and marketExtension are a single vehicle style (a
 * one-item list or a single value)."
 */
export function isRecentSearchStorable(
  heading: string,
  subHeading: string,
  criteria: SearchCriteria,
): boolean {
  if (heading === MULTIPLE_CAR_SEARCH && subHeading.trim() === '') return false;
  const query = flattenCriteria(criteria);
  const keys = Object.keys(query).filter((key) => !NON_CRITERIA_KEYS.includes(key));
  const [only] = keys;
  if (keys.length !== 1 || only === undefined || !STYLE_KEYS.includes(only)) return true;
  const value = query[only];
  return Array.isArray(value) && value.length > 1;
}

export interface RecentSearchInput {
  /** The results page heading, e.g. 'Used Honda Civic for Sale'. */
  title: string;
  criteria: SearchCriteria;
  /** Canonical path plus query string. @default built from `criteria` with @forecourt/seo-routes `encode` */
  url?: string;
  totalResultCount?: number;
}

export interface RecentSearchEntryOptions extends RecentSearchLabelOptions {
  /** Milliseconds since the epoch: the entry's timestamp and `lastExec`. */
  now: number;
  /** The brand whose URL to build when `url` is not given. @default 'atc' */
  brand?: Brand;
}

/** The entry to keep for a search just run, or `null` when the rules say it is not stored. */
export function recentSearchEntry(
  input: RecentSearchInput,
  options: RecentSearchEntryOptions,
): RecentSearchEntry | null {
  const labels = recentSearchLabels(input.title, input.criteria, options);
  if (!isRecentSearchStorable(labels.fullHeading, labels.fullSubHeading, input.criteria)) return null;
  const url = input.url ?? searchUrl(input.criteria, options.brand);
  if (url === undefined) return null;
  const entry: RecentSearchEntry = {
    url,
    query: { ...input.criteria, lastExec: new Date(options.now).toISOString() },
    timestamp: options.now,
    ...labels,
  };
  if (input.totalResultCount !== undefined) entry.totalResultCount = input.totalResultCount;
  return entry;
}

/** The canonical search-results URL of `criteria`; `undefined` when they cannot be encoded. */
export function searchUrl(criteria: SearchCriteria, brand: Brand = 'atc'): string | undefined {
  const { lastExec: _lastExec, ...query } = flattenCriteria(criteria);
  try {
    const { pathname, search } = encode(query, { brand });
    return `${pathname}${search}`;
  } catch {
    return undefined;
  }
}
