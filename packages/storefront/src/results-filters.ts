import type { SearchQuery } from '@forecourt/seo-routes';
import type { FilterGroup } from '@forecourt/ui';
import { isChecked } from './search-url';

type Facets = Record<string, readonly { value: string; label: string; count: number }[] | undefined>;

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

export function filterGroups(query: SearchQuery, facets: Facets): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const [key, label] of FACET_GROUPS) {
    const values = facets[key];
    if (!values || values.length === 0) continue;
    groups.push({
      kind: 'facets',
      key,
      label,
      defaultExpanded: ['listingType', 'makeCode', 'modelCode', 'vehicleStyleCode'].includes(key),
      options: values.map((facet) => ({ ...facet, checked: isChecked(query, key, facet.value) })),
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
