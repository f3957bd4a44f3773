import type { SearchQuery } from '@forecourt/seo-routes';
import { FACET_OPTIONS_SHOWN, type FilterGroup } from '@forecourt/ui';
import { isChecked } from './search-url';

type Facet = { value: string; label: string; count: number };
type Facets = Record<string, readonly Facet[] | undefined>;

/** The rest of a results page's facet options, asked for by 'Show all': whether that failed. */
export interface MoreOptions {
  /** Options each group has in all, where `facets` holds fewer (`shownFacets`). */
  readonly optionCounts?: Readonly<Record<string, number>> | undefined;
  readonly optionsError?: boolean;
}

/**
 * A reply's facets as the filter panel lists them before 'Show all': each group's most common options (the API
 * orders them by count) and the ones the search has checked; `optionCounts` says how many each cut group had.
 * A nationwide search counts about 220 models and 880 trims: 60 KB of a results page's data (11 of its 25 KB
 * gzipped), for options nobody sees unless they ask (bench/README.md, pages).
 */
export function shownFacets<F extends Facets>(
  query: SearchQuery,
  facets: F,
): { facets: F; optionCounts: Record<string, number> } {
  const shown: Facets = {};
  const optionCounts: Record<string, number> = {};
  for (const [key, values] of Object.entries(facets)) {
    if (!values || values.length <= FACET_OPTIONS_SHOWN) {
      shown[key] = values;
      continue;
    }
    shown[key] = values.filter(
      (facet, index) => index < FACET_OPTIONS_SHOWN || isChecked(query, key, facet.value),
    );
    optionCounts[key] = values.length;
  }
  return { facets: shown as F, optionCounts };
}

/** The filter panel's groups, in the order shoppers narrow a search; each facet value with its count. */
export const FACET_GROUPS: readonly (readonly [key: string, label: string])[] = [
  ['listingType', 'Condition'],
  ['makeCode', 'Make'],
  ['modelCode', 'Model'],
  ['trimCode', 'Trim'],
  ['vehicleStyleCode', 'Body style'],
  ['sellerType', 'Seller'],
  ['driveGroup', 'Drive'],
  ['fuelTypeGroup', 'Fuel'],
  ['engineCode', 'Engine'],
  ['transmissionCode', 'Transmission'],
  ['extColorSimple', 'Exterior colour'],
  ['featureCode', 'Features'],
];

/** Range groups and the query keys each sets. */
export const RANGE_KEYS: Readonly<Record<string, readonly [min: string | null, max: string]>> = {
  price: ['minPrice', 'maxPrice'],
  year: ['startYear', 'endYear'],
  mileage: [null, 'mileage'],
};

const numberOf = (query: SearchQuery, key: string | null) => {
  const value = key ? Number(query[key]) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
};

export function filterGroups(query: SearchQuery, facets: Facets, more: MoreOptions = {}): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const [key, label] of FACET_GROUPS) {
    const values = facets[key];
    if (!values || values.length === 0) continue;
    const optionCount = more.optionCounts?.[key] ?? 0;
    groups.push({
      kind: 'facets',
      key,
      label,
      defaultExpanded: ['listingType', 'makeCode', 'modelCode', 'vehicleStyleCode'].includes(key),
      options: values.map((facet) => ({ ...facet, checked: isChecked(query, key, facet.value) })),
      ...(optionCount > values.length && { optionCount, ...(more.optionsError && { optionsError: true }) }),
    });
  }
  for (const [key, label, step] of [
    ['price', 'Price', 500],
    ['year', 'Year', 1],
    ['mileage', 'Mileage', 5000],
  ] as const) {
    const [minKey, maxKey] = RANGE_KEYS[key] ?? [null, key];
    const min = numberOf(query, minKey);
    const max = numberOf(query, maxKey);
    groups.push({
      kind: 'range',
      key,
      label,
      step,
      bounds: minKey ? 'both' : 'max',
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    });
  }
  return groups;
}

/** The query with a range group's bounds set (or cleared), back to the first page. */
export function withRange(
  query: SearchQuery,
  key: string,
  range: { min?: number; max?: number },
): SearchQuery {
  const [minKey, maxKey] = RANGE_KEYS[key] ?? [null, key];
  const next: Record<string, string | string[]> = { ...query };
  delete next.firstRecord;
  if (minKey) {
    if (range.min === undefined) delete next[minKey];
    else next[minKey] = String(range.min);
  }
  if (range.max === undefined) delete next[maxKey];
  else next[maxKey] = String(range.max);
  return next;
}
