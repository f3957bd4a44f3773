import {
  RECENT_SEARCH_HEADING_MAX,
  RECENT_SEARCH_SUBHEADING_CRITERIA,
  RECENT_SEARCH_SUBHEADING_MAX,
} from './constants';
import type { SearchCriteria } from './entities';
import { flattenCriteria, singleOf, valuesOf } from './search-criteria';
import { truncateLabel } from './truncate-label';

/** "A heading starting with 'Cars' becomes 'Multiple Car Search'" */
export const MULTIPLE_CAR_SEARCH = 'Multiple Car Search';
/** "the ' for Sale' suffix is stripped" */
export const FOR_SALE_SUFFIX = ' for Sale';
/** Between two criteria of a subheading (ours). */
export const CRITERIA_SEPARATOR = ' | ';
/** Between the values of one criterion, e.g. two makes (ours). */
export const VALUE_SEPARATOR = ', ';

/**
 * "The subheading takes at most 3 criteria, in a fixed order." The order is ours (the spec does not give it):
 * year, make, model, trim, price, then the style, transmission, drive, engine and colour filters. Each entry
 * lists the query keys it reads, search-form name first.
 */
export const SUBHEADING_CRITERIA = Object.freeze([
  { criterion: 'year', keys: ['startYear', 'endYear'] },
  { criterion: 'make', keys: ['makeCodeList', 'makeCode'] },
  { criterion: 'model', keys: ['modelCodeList', 'modelCode'] },
  { criterion: 'trim', keys: ['trimCodeList', 'trimCode'] },
  { criterion: 'price', keys: ['minPrice', 'maxPrice'] },
  { criterion: 'style', keys: ['vehicleStyleCodes', 'vehicleStyleCode'] },
  { criterion: 'transmission', keys: ['transmissionCodes', 'transmissionCode'] },
  { criterion: 'drive', keys: ['driveGroup'] },
  { criterion: 'engine', keys: ['engineCodes', 'engineCode'] },
  { criterion: 'color', keys: ['extColorsSimple', 'extColorSimple'] },
] as const);

export type SubheadingCriterion = (typeof SUBHEADING_CRITERIA)[number]['criterion'];

export interface RecentSearchLabelOptions {
  /**
   * The display name of a code (from the reference data: makes, models, trims, vehicle styles, colour groups).
   * @default none: the code itself is shown
   */
  label?: (criterion: SubheadingCriterion, code: string) => string | undefined;
  /**
   * The years the search form offers. A year range shows only when it is narrower; a missing bound is read as
   * the offered one. @default none: any range whose start and end differ counts as narrower
   */
  yearOptions?: { min: number; max: number };
}

export interface RecentSearchLabels {
  heading: string;
  fullHeading: string;
  subHeading: string;
  fullSubHeading: string;
}

/** "A heading starting with 'Cars' becomes 'Multiple Car Search'; the ' for Sale' suffix is stripped." */
export function recentSearchHeading(title: string): string {
  const heading = title.trim();
  if (heading.startsWith('Cars')) return MULTIPLE_CAR_SEARCH;
  return heading.endsWith(FOR_SALE_SUFFIX) ? heading.slice(0, -FOR_SALE_SUFFIX.length).trim() : heading;
}

/** Digits grouped by thousands with a dollar sign; anything not a whole number is shown as given. */
function money(value: string): string {
  return /^\d+$/.test(value) ? `$${value.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}` : value;
}

/** "Price label is 'min - max', 'over min' or 'under max'." */
export function priceLabel(min: string | undefined, max: string | undefined): string | undefined {
  if (min && max) return `${money(min)} - ${money(max)}`;
  if (min) return `over ${money(min)}`;
  if (max) return `under ${money(max)}`;
  return undefined;
}

/** "A year range appears only when start and end differ and the range is narrower than the offered options." */
export function yearLabel(
  startYear: string | undefined,
  endYear: string | undefined,
  options?: { min: number; max: number },
): string | undefined {
  const start = startYear !== undefined ? Number(startYear) : options?.min;
  const end = endYear !== undefined ? Number(endYear) : options?.max;
  if (start === undefined || end === undefined || !Number.isInteger(start) || !Number.isInteger(end)) {
    return undefined;
  }
  if (start === end) return undefined;
  if (options && start <= options.min && end >= options.max) return undefined;
  return `${start} - ${end}`;
}

function criterionLabel(
  entry: (typeof SUBHEADING_CRITERIA)[number],
  query: ReturnType<typeof flattenCriteria>,
  options: RecentSearchLabelOptions,
): string | undefined {
  if (entry.criterion === 'year') {
    return yearLabel(singleOf(query, ['startYear']), singleOf(query, ['endYear']), options.yearOptions);
  }
  if (entry.criterion === 'price')
    return priceLabel(singleOf(query, ['minPrice']), singleOf(query, ['maxPrice']));
  const codes = valuesOf(query, entry.keys);
  // "Make, model and trim are shown only when several are chosen."
  const several = entry.criterion === 'make' || entry.criterion === 'model' || entry.criterion === 'trim';
  if (codes.length === 0 || (several && codes.length < 2)) return undefined;
  return codes.map((code) => options.label?.(entry.criterion, code) ?? code).join(VALUE_SEPARATOR);
}

/** The subheading criteria of a search, at most 3, in the fixed order. */
export function subheadingCriteria(
  criteria: SearchCriteria,
  options: RecentSearchLabelOptions = {},
): string[] {
  const query = flattenCriteria(criteria);
  const labels: string[] = [];
  for (const entry of SUBHEADING_CRITERIA) {
    if (labels.length === RECENT_SEARCH_SUBHEADING_CRITERIA) break;
    const label = criterionLabel(entry, query, options);
    if (label) labels.push(label);
  }
  return labels;
}

/** Heading and subheading of a recent search, full and cut to 30 and 55 characters plus '...'. */
export function recentSearchLabels(
  title: string,
  criteria: SearchCriteria,
  options: RecentSearchLabelOptions = {},
): RecentSearchLabels {
  const fullHeading = recentSearchHeading(title);
  const fullSubHeading = subheadingCriteria(criteria, options).join(CRITERIA_SEPARATOR);
  return {
    heading: truncateLabel(fullHeading, RECENT_SEARCH_HEADING_MAX),
    fullHeading,
    subHeading: truncateLabel(fullSubHeading, RECENT_SEARCH_SUBHEADING_MAX),
    fullSubHeading,
  };
}
