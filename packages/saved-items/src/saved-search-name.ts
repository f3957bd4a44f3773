import type { SearchBookmark, SearchCriteria } from './entities';
import {
  CRITERIA_SEPARATOR,
  priceLabel,
  type RecentSearchLabelOptions,
  recentSearchLabels,
  SUBHEADING_CRITERIA,
  type SubheadingCriterion,
  VALUE_SEPARATOR,
} from './recent-search-labels';
import { flattenCriteria, singleOf, valuesOf } from './search-criteria';

/** The longest name the account API keeps (the saveSearch contract's `searchName`, 100 characters). */
export const SAVED_SEARCH_NAME_MAX = 100;

/**
 * Keys that page or order one run of a search rather than choose its cars: a search saved from page 3, or
 * compared with one, is the same search as on page 1.
 */
export const RUN_ONLY_KEYS = Object.freeze(['firstRecord', 'numRecords', 'sortBy', 'lastExec']);

/**
 * The name of a search saved without one. The spec names saved searches nowhere, so they are named as its recent
 * searches are labelled (spec 000 s5): the page's heading ("A heading starting with 'Cars' becomes 'Multiple Car
 * Search'; the ' for Sale' suffix is stripped") and, after CRITERIA_SEPARATOR, the subheading's criteria (at
 * most 3, in the fixed order), both in full, the whole cut to SAVED_SEARCH_NAME_MAX with no '...': a name is
 * edited by the shopper, not a label cut for a card.
 */
export function savedSearchName(
  title: string,
  criteria: SearchCriteria,
  options: RecentSearchLabelOptions = {},
): string {
  const { fullHeading, fullSubHeading } = recentSearchLabels(title, criteria, options);
  const name = fullSubHeading ? `${fullHeading}${CRITERIA_SEPARATOR}${fullSubHeading}` : fullHeading;
  return name.slice(0, SAVED_SEARCH_NAME_MAX).trim();
}

/** The criteria of a search without the keys of one run (RUN_ONLY_KEYS), as they are saved. */
export function savedSearchCriteria(criteria: SearchCriteria): SearchCriteria {
  const kept: SearchCriteria = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (!RUN_ONLY_KEYS.includes(key)) kept[key] = value;
  }
  return kept;
}

/** Criteria as compared: flattened and normalised (sorted keys, split lists), run-only keys dropped. */
function comparable(criteria: SearchCriteria): string {
  const flat = flattenCriteria(savedSearchCriteria(criteria)) as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(flat).sort()) {
    const value = flat[key];
    // ['HONDA'] and 'HONDA' choose the same cars.
    const list = Array.isArray(value) ? [...new Set(value.map(String))].sort() : [String(value)];
    sorted[key] = list.length === 1 ? list[0] : list;
  }
  return JSON.stringify(sorted);
}

/** The saved search with the same criteria as `criteria` (however ordered, whichever page), if any. */
export function findSavedSearch(
  bookmarks: readonly SearchBookmark[],
  criteria: SearchCriteria,
): SearchBookmark | undefined {
  const wanted = comparable(criteria);
  return bookmarks.find((bookmark) => bookmark.searchParams && comparable(bookmark.searchParams) === wanted);
}

/** One line of a saved search's criteria as the saved page lists them. */
export interface CriterionLine {
  readonly name: string;
  readonly value: string;
}

/** The name of each criterion the saved page lists, in the subheading's fixed order, then the place. */
export const CRITERION_NAMES: Readonly<Record<SubheadingCriterion, string>> = Object.freeze({
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  price: 'Price',
  style: 'Body style',
  transmission: 'Transmission',
  drive: 'Drive',
  engine: 'Engine',
  color: 'Color',
});

function yearsLine(start: string | undefined, end: string | undefined): string | undefined {
  if (start && end) return start === end ? start : `${start} - ${end}`;
  if (start) return `${start} and newer`;
  if (end) return `${end} and older`;
  return undefined;
}

/**
 * Every criterion of a saved search, named, for the saved page: unlike a subheading (at most 3, make, model and
 * trim only when several), the list is whole, so a shopper sees what the search finds. Codes are shown through
 * `label` when it knows them; the condition, ZIP and radius close the list.
 */
export function savedSearchCriteriaLines(
  criteria: SearchCriteria,
  options: Pick<RecentSearchLabelOptions, 'label'> = {},
): CriterionLine[] {
  const query = flattenCriteria(criteria);
  const lines: CriterionLine[] = [];
  const push = (name: string, value: string | undefined) => {
    if (value) lines.push({ name, value });
  };
  for (const entry of SUBHEADING_CRITERIA) {
    const name = CRITERION_NAMES[entry.criterion];
    if (entry.criterion === 'year') {
      push(name, yearsLine(singleOf(query, ['startYear']), singleOf(query, ['endYear'])));
    } else if (entry.criterion === 'price') {
      push(name, priceLabel(singleOf(query, ['minPrice']), singleOf(query, ['maxPrice'])));
    } else {
      const codes = valuesOf(query, entry.keys);
      push(
        name,
        codes.map((code) => options.label?.(entry.criterion, code) ?? code).join(VALUE_SEPARATOR) ||
          undefined,
      );
    }
  }
  const types = valuesOf(query, ['listingType', 'listingTypes']).filter((type) => type !== 'ALL');
  push('Condition', types.map((type) => type.charAt(0) + type.slice(1).toLowerCase()).join(VALUE_SEPARATOR));
  push('ZIP', singleOf(query, ['zip']));
  const radius = singleOf(query, ['searchRadius']);
  push('Distance', radius && (radius === '0' ? 'Nationwide' : `Within ${radius} miles`));
  return lines;
}
