import type { IndexedLocation } from '@forecourt/contracts';
import {
  centerZipOf,
  type IndexedLocationPriority,
  indexedLocationKey,
  type ZipDirectory,
} from '@forecourt/location';
import { US_CITIES } from '../data/us-cities';

/** How many cities the content indexes: the biggest by population. */
export const INDEXED_CITY_COUNT = 100;

/**
 * Priority by population rank (ours; spec 002 s3 names the levels "highest, high, all" only): the 20 biggest
 * cities `highest`, the next 30 `high`, the rest `all`.
 */
export const PRIORITY_BY_RANK: readonly { below: number; priority: IndexedLocationPriority }[] = [
  { below: 20, priority: 'highest' },
  { below: 50, priority: 'high' },
  { below: INDEXED_CITY_COUNT, priority: 'all' },
];

/** How shoppers write the cities the zip data spells out; both spellings are keys of the content. */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'Saint Louis': 'St. Louis',
  'Saint Paul': 'St. Paul',
  'Saint Petersburg': 'St. Petersburg',
  'Winston Salem': 'Winston-Salem',
};

export type IndexedLocationContent = Record<string, IndexedLocation>;

/**
 * The indexed-location content ("a content JSON file of indexed-location filters", spec 002 s7): the 100 biggest
 * US cities keyed by `{city}-{state}` as `@forecourt/location` slugs them (spec 002 s5: `st-louis-mo`), each with
 * its display name, state, centre zip and `locationIndexPriority`. A city the zip data spells otherwise
 * (`Saint Louis`) is under both keys. Built from the zip directory: compute it once.
 */
export function buildIndexedLocations(zips: ZipDirectory): IndexedLocationContent {
  const biggest = [...US_CITIES]
    .sort((a, b) => b[2] - a[2] || a[0].localeCompare(b[0]))
    .slice(0, INDEXED_CITY_COUNT);
  const content: IndexedLocationContent = {};
  biggest.forEach(([city, state], rank) => {
    const priority = PRIORITY_BY_RANK.find((level) => rank < level.below)?.priority ?? 'all';
    const zip = centerZipOf(zips.byCityState(city, state));
    const display = DISPLAY_NAMES[city] ?? city;
    const entry: IndexedLocation = {
      city: display,
      state,
      ...(zip ? { zip } : {}),
      locationIndexPriority: priority,
    };
    for (const key of new Set([indexedLocationKey(display, state), indexedLocationKey(city, state)])) {
      content[key] ??= entry;
    }
  });
  return content;
}
