import {
  RECENT_HISTORY_DEFAULT_MAX,
  RECENT_HISTORY_EXPIRY_MS,
  RECENT_INVENTORY_MAX,
  RECENT_SEARCHES_MAX,
} from './constants';
import type { RecentInventoryEntry, RecentSearchEntry } from './entities';

export interface RecentHistoryOptions {
  /** Milliseconds since the epoch. */
  now: number;
  /** Longest list kept. @default RECENT_HISTORY_DEFAULT_MAX (50), "Default store max 50" */
  max?: number;
  /** Age at which an entry is dropped. @default RECENT_HISTORY_EXPIRY_MS (60 days) */
  expiryMs?: number;
}

/** Entries younger than the expiry; an entry exactly `expiryMs` old has expired. */
export function freshEntries<T extends { timestamp: number }>(
  list: readonly T[],
  now: number,
  expiryMs: number = RECENT_HISTORY_EXPIRY_MS,
): T[] {
  return list.filter((entry) => now - entry.timestamp < expiryMs);
}

/**
 * A history list with `entry` first: the older entry with the same key removed, expired entries dropped,
 * newest first, at most `max` long.
 */
export function pushRecent<T extends { timestamp: number }>(
  list: readonly T[],
  entry: T,
  keyOf: (item: T) => string,
  options: RecentHistoryOptions,
): T[] {
  const key = keyOf(entry);
  const rest = list.filter((item) => keyOf(item) !== key);
  return freshEntries([entry, ...rest], options.now, options.expiryMs).slice(
    0,
    options.max ?? RECENT_HISTORY_DEFAULT_MAX,
  );
}

/** "recent-search entries are de-duplicated by heading"; at most 10 (spec 000 sections 5 and 9). */
export function addRecentSearch(
  list: readonly RecentSearchEntry[],
  entry: RecentSearchEntry,
  options: RecentHistoryOptions,
): RecentSearchEntry[] {
  return pushRecent(list, entry, (item) => item.heading, {
    ...options,
    max: options.max ?? RECENT_SEARCHES_MAX,
  });
}

/** Removes the recent searches whose heading is `heading`. */
export function removeRecentSearch(list: readonly RecentSearchEntry[], heading: string): RecentSearchEntry[] {
  return list.filter((entry) => entry.heading !== heading);
}

/** "recent inventory [de-duplicated] by id"; at most 50 (spec 000 sections 5 and 9). */
export function addRecentInventory(
  list: readonly RecentInventoryEntry[],
  id: string,
  options: RecentHistoryOptions,
): RecentInventoryEntry[] {
  return pushRecent(list, { id, timestamp: options.now }, (item) => item.id, {
    ...options,
    max: options.max ?? RECENT_INVENTORY_MAX,
  });
}

/** "quick-save ids are not duplicated": the ids in first-seen order, empty ones dropped. */
export function uniqueIds(ids: Iterable<string | number | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    const text = id === null || id === undefined ? '' : String(id).trim();
    if (text) seen.add(text);
  }
  return [...seen];
}
